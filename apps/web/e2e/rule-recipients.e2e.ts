import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { serverUrl } from './support/server-url.ts';
import { signedInBrowser } from './support/session.ts';
import { DEMO_PASSWORD, waitForPath } from './support/console.ts';
import { api } from './support/api.ts';

const base = serverUrl();
const browser = signedInBrowser(base, 'ops', { loginFlag: 2 });
const stamp = Date.now().toString(36);
const rule = `Recipients ${stamp}`;

/** ops's contacts and a group of one of them, made behind the browser's back. */
async function contactsOfOps() {
  const login = await api<{ token: string }>(base, calls.login, {
    username: 'ops',
    password: DEMO_PASSWORD,
    loginFlag: 2,
  });
  const token = login.data.token;
  const save = async (name: string) => {
    const res = await api<{ id: string }>(
      base,
      calls.notifyContactSave,
      { name, email: `${name.toLowerCase().replace(/\W+/g, '-')}@example.test` },
      token,
    );
    expect(res.code).toBe(200);
    return res.data.id;
  };
  const first = await save(`Duty A ${stamp}`);
  await save(`Duty B ${stamp}`);
  const group = await api(
    base,
    calls.notifyGroupSave,
    { name: `Night ${stamp}`, contactIds: [first] },
    token,
  );
  expect(group.code).toBe(200);
}

const chips = (testId: string) =>
  browser.page.getByTestId(testId).locator('.ant-select-selection-item').allInnerTexts();

/** Opens the select, narrows it to `text` and picks the option. */
async function pick(testId: string, text: string) {
  const page = browser.page;
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-item-option', { hasText: text }).first().click();
  await page.keyboard.press('Escape');
}

describe('an alarm rule’s recipients as ops', () => {
  it('picks contacts and a contact group for a rule, saves, and finds them kept', async () => {
    await contactsOfOps();
    const page = browser.page;
    // A rule of its own (a threshold no host reaches, so it never fires).
    await page.goto(`${base}/console/cloudView/warningRule/create`);
    await page.getByTestId('rule-name').fill(rule);
    await page.getByTestId('rule-target-ids').click();
    await page.locator('.ant-select-item-option').first().click();
    await page.keyboard.press('Escape');
    await page.getByTestId('rule-level-critical').fill('99999');
    await page.getByTestId('rule-level-warning').fill('');
    await page.getByTestId('rule-save').click();
    await waitForPath(page, '/console/cloudView/warningRule/index');

    const row = page.locator('tr', { hasText: rule });
    await row.getByTestId('rule-recipients').click();
    await page.getByTestId('recipients-contactIds').waitFor();
    expect(await chips('recipients-contactIds')).toEqual([]);
    await pick('recipients-contactIds', `Duty A ${stamp}`);
    await pick('recipients-contactIds', `Duty B ${stamp}`);
    await pick('recipients-groupIds', `Night ${stamp}`);
    await page.locator('.ant-modal .ant-btn-primary').click();
    await page.locator('.ant-modal').waitFor({ state: 'hidden' });

    // Reopened after a reload: what was picked is what the rule keeps.
    await page.reload();
    await page.locator('tr', { hasText: rule }).getByTestId('rule-recipients').click();
    await expect
      .poll(() => chips('recipients-contactIds'))
      .toEqual([
        `Duty A ${stamp} <duty-a-${stamp}@example.test>`,
        `Duty B ${stamp} <duty-b-${stamp}@example.test>`,
      ]);
    // The groups' names come with their own list, which may land after the contacts'.
    await expect.poll(() => chips('recipients-groupIds')).toEqual([`Night ${stamp}`]);
    expect(await chips('recipients-channelIds')).toEqual([]);
  }, 120_000);
});
