import type { CloudAdapter, CloudResource, ResourceType } from '../../src/cloud/adapter.ts';

/** Every item of one type in one region, following the adapter's cursors. */
export async function allPages(
  adapter: CloudAdapter,
  type: ResourceType,
  region: string,
): Promise<CloudResource[]> {
  const out: CloudResource[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await adapter.list(type, region, cursor);
    out.push(...page.items);
    cursor = page.next;
    if (++pages > 50) throw new Error('paging does not end');
  } while (cursor);
  return out;
}
