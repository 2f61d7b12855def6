import { toast } from '../../../lib/toast.ts';
import { useIdempotencyKey, type Unkeyed } from './use-idempotency-key.ts';

/**
 * The submit of a money-moving form: sends the request with its idempotency key, then tells
 * the user and goes on (`then`: to the records, or a fresh form). A failure has been told by
 * the request layer; the form keeps its values and a retry sends the same key.
 */
export function useKeyedSubmit<C extends { idempotencyKey: string }>(
  call: (input: C) => Promise<unknown>,
  success: string,
  then: () => void,
) {
  const idem = useIdempotencyKey();
  return async (request: Unkeyed<C>) => {
    try {
      await idem.send(request, call);
    } catch {
      return;
    }
    toast.success(success);
    then();
  };
}
