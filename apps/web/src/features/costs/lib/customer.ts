import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The address parameter naming the customer a channel partner is reading (its tenant id). */
export const CUSTOMER_PARAM = 'customer';

/**
 * Whose costs the cost screens show: a channel partner's chosen customer, kept in the address
 * (a reload or a link keeps it), or the caller's own organisation when none is named.
 */
export function useCostCustomer(): [string | undefined, (id: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const id = params.get(CUSTOMER_PARAM) || undefined;
  const set = useCallback(
    (next: string | undefined) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next) p.set(CUSTOMER_PARAM, next);
          else p.delete(CUSTOMER_PARAM);
          // The list's page belongs to the tenant it paged.
          p.delete('page');
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [id, set];
}

/** A cost call's input for that customer (unchanged for one's own organisation). */
export const forCustomer = <T extends object>(input: T, customerTenantId: string | undefined) =>
  customerTenantId ? { ...input, customerTenantId } : input;
