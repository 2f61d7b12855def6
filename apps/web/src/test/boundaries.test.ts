import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });

const problems = async (file: string, code: string) => {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === 'web/imports').map((m) => m.message);
};

describe('the web’s import arrows (eslint web/imports)', () => {
  it('keeps features out of lib/ and components/', async () => {
    expect(
      await problems('apps/web/src/lib/x.ts', "import '../features/billing/index.ts';"),
    ).toHaveLength(1);
    expect(
      await problems(
        'apps/web/src/components/list/x.ts',
        "import '../../features/resources/lib/column-prefs.ts';",
      ),
    ).toHaveLength(1);
    expect(await problems('apps/web/src/lib/x.ts', "import './session.ts';")).toEqual([]);
  });

  it('lets features meet only through index.ts', async () => {
    const file = 'apps/web/src/features/cloud/pages/x.tsx';
    expect(await problems(file, "import '../../billing/api/use-billing.ts';")).toHaveLength(1);
    expect(await problems(file, "import '../../billing/lib/money.ts';")).toHaveLength(1);
    expect(
      await problems(
        'apps/web/src/features/billing/components/home/x.tsx',
        "import '../../../cloud/components/labels.ts';",
      ),
    ).toHaveLength(1);
    expect(await problems(file, "import '../../billing/index.ts';")).toEqual([]);
    expect(await problems(file, "import '../components/labels.ts';")).toEqual([]);
    expect(await problems(file, "import '../../../components/list/index.ts';")).toEqual([]);
  });
});
