import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { calls, type ServiceEntry } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import ServiceManagePage from './service-manage-page.tsx';

const server = fakeApi();
const support = aUser({ authCodes: 'v1,v5,v6,v7,v7-1,support,' });
const PATH = '/console/service/manage';
const ID = '00000000-0000-4000-8000-0000000000f1';

const text = (name: string) => ({
  name,
  summary: `${name} summary`,
  scope: ['Scope A'],
  deliverables: ['Report'],
  process: ['Plan', 'Do'],
});
const hidden: ServiceEntry = {
  id: ID,
  code: 'cloudMigration',
  'en-US': text('Cloud migration'),
  'zh-CN': text('上云迁移'),
  unit: 'project',
  priceFen: 880000,
  sort: 20,
  enabled: false,
  updatedAt: '2026-11-20T02:00:00Z',
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the platform’s service catalogue', () => {
  it('lists an unpublished entry and publishes it with its texts unchanged', async () => {
    server.answer(calls.serviceCatalogue, [hidden]);
    server.answer(calls.serviceSave, { id: ID });
    renderLive(<ServiceManagePage />, support, PATH);
    const row = (await screen.findByText('Cloud migration')).closest('tr')!;
    expect(within(row).getByText('Unpublished')).toBeInTheDocument();
    expect(within(row).queryByTestId('service-unpublish')).toBeNull();
    fireEvent.click(within(row).getByTestId('service-publish'));
    await server.sent(calls.serviceSave, {
      code: 'cloudMigration',
      'en-US': hidden['en-US'],
      'zh-CN': hidden['zh-CN'],
      unit: 'project',
      priceFen: 880000,
      sort: 20,
      enabled: true,
    });
  });

  it('keeps the dialog open while a name is missing, then sends the yuan typed as fen', async () => {
    server.answer(calls.serviceCatalogue, []);
    server.answer(calls.serviceSave, { id: ID });
    renderLive(<ServiceManagePage />, support, PATH);
    fireEvent.click(await screen.findByTestId('service-add'));
    await screen.findByTestId('service-form');
    type('Code', 'dataBackup');
    type('Price (yuan)', '1234.5');
    for (const [lang, name] of [
      ['English', 'Data backup'],
      ['Chinese', ''],
    ] as const) {
      if (name) type(`Name (${lang})`, name);
      type(`Summary (${lang})`, 'Nightly copies');
      type(`Scope (${lang})`, 'Databases\n\nDisks');
      type(`Deliverables (${lang})`, 'Backup plan');
      type(`Process (${lang})`, 'Survey\nSet up');
    }
    fireEvent.click(screen.getByTestId('service-save'));
    expect(
      await screen.findByText('Enter the name in Chinese', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('service-form')).toBeInTheDocument();
    expect(server.requests).not.toHaveBeenCalledWith(
      calls.serviceSave,
      expect.anything(),
      expect.anything(),
    );
    type('Name (Chinese)', '数据备份');
    fireEvent.click(screen.getByTestId('service-save'));
    await server.sent(
      calls.serviceSave,
      expect.objectContaining({
        code: 'dataBackup',
        unit: 'project',
        priceFen: 123450,
        sort: 100,
        enabled: true,
        'zh-CN': expect.objectContaining({ name: '数据备份', scope: ['Databases', 'Disks'] }),
      }),
    );
  });

  it('edits an entry from what it holds: price shown in yuan, code fixed, state kept', async () => {
    server.answer(calls.serviceCatalogue, [hidden]);
    server.answer(calls.serviceSave, { id: ID });
    renderLive(<ServiceManagePage />, support, PATH);
    const row = (await screen.findByText('Cloud migration')).closest('tr')!;
    fireEvent.click(within(row).getByTestId('service-edit'));
    await screen.findByTestId('service-form');
    expect(screen.getByLabelText('Price (yuan)')).toHaveValue('8800.00');
    expect(screen.getByLabelText('Code')).toBeDisabled();
    expect(screen.getByLabelText('Process (English)')).toHaveValue('Plan\nDo');
    type('Price (yuan)', '99.99');
    fireEvent.click(screen.getByTestId('service-save'));
    await server.sent(calls.serviceSave, {
      ...hidden,
      id: undefined,
      updatedAt: undefined,
      priceFen: 9999,
    });
  });
});
