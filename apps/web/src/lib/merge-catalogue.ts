type Strings = Record<string, unknown>;

const isTree = (v: unknown): v is Strings => typeof v === 'object' && v !== null;

/**
 * One catalogue from catalogue files' exports, each an object of namespaces. A namespace may be
 * split across files (the sign-in page's strings of other namespaces live in portal.ts, so the
 * portal's chunk holds them), so namespaces merge deeply.
 */
export function mergeCatalogue(parts: readonly Strings[]): Strings {
  const into = (target: Strings, source: Strings): Strings => {
    for (const [k, v] of Object.entries(source))
      target[k] = isTree(v) && isTree(target[k]) ? into({ ...target[k] }, v) : v;
    return target;
  };
  return parts.reduce<Strings>((all, part) => into(all, part), {});
}
