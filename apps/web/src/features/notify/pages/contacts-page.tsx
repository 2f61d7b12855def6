import { useState } from 'react';
import { Button, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Contact, ContactGroup, NotifyChannel } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { DataList, wholeList } from '../../../components/list/index.ts';
import { toast } from '../../../lib/toast.ts';
import {
  useChannels,
  useContacts,
  useDeleteChannels,
  useDeleteContacts,
  useDeleteGroups,
  useGroups,
  useSendTest,
} from '../api/use-notify.ts';
import { channelColumns, contactColumns, groupColumns } from '../components/contact-columns.tsx';
import { ContactFormModal } from '../components/contact-form-modal.tsx';
import { GroupFormModal } from '../components/group-form-modal.tsx';
import { ChannelFormModal } from '../components/channel-form-modal.tsx';
import { RecipientsModal } from '../components/recipients-modal.tsx';
import { WarningTabs } from '../components/warning-tabs.tsx';

type Editing =
  | { kind: 'contact'; row: Contact | null }
  | { kind: 'group'; row: ContactGroup | null }
  | { kind: 'channel'; row: NotifyChannel | null }
  | { kind: 'recipients'; subject: 'budget' | 'sync' | 'quota' | 'workOrder' };

/**
 * Contacts, contact groups and channels (ours: the spec names no screen; kept in the warning
 * centre as Alibaba's CloudMonitor keeps alarm contacts in its alarm service), with a test
 * notice per contact or channel, and who hears of budget alerts, sync failures and quota
 * warnings.
 */
export default function ContactsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'contact' | 'group' | 'channel'>('contact');
  const [editing, setEditing] = useState<Editing | null>(null);
  const contacts = useContacts();
  const groups = useGroups();
  const channels = useChannels();
  const test = useSendTest();
  const removeContacts = useDeleteContacts();
  const removeGroups = useDeleteGroups();
  const removeChannels = useDeleteChannels();
  const close = () => setEditing(null);
  const deleted = () => toast.success(t('notify.contacts.deleted'));
  const sendTest = (target: 'contact' | 'channel', id: string) =>
    void test.mutateAsync({ target, id }).then(() => toast.success(t('notify.contacts.testSent')));

  const add = {
    contact: t('notify.contacts.addContact'),
    group: t('notify.contacts.addGroup'),
    channel: t('notify.contacts.addChannel'),
  }[tab];
  const items = [
    {
      key: 'contact',
      label: t('notify.contacts.contacts'),
      children: (
        <DataList<Contact>
          columns={contactColumns(t, {
            edit: (row) => setEditing({ kind: 'contact', row }),
            remove: (r) => void removeContacts.mutateAsync([r.id]).then(deleted),
            test: (r) => sendTest('contact', r.id),
          })}
          query={wholeList(contacts)}
          empty={t('notify.contacts.emptyContacts')}
          tableTestId="contacts"
        />
      ),
    },
    {
      key: 'group',
      label: t('notify.contacts.groups'),
      children: (
        <DataList<ContactGroup>
          columns={groupColumns(t, contacts.data ?? [], {
            edit: (row) => setEditing({ kind: 'group', row }),
            remove: (r) => void removeGroups.mutateAsync([r.id]).then(deleted),
          })}
          query={wholeList(groups)}
          empty={t('notify.contacts.emptyGroups')}
          tableTestId="groups"
        />
      ),
    },
    {
      key: 'channel',
      label: t('notify.contacts.channels'),
      children: (
        <DataList<NotifyChannel>
          columns={channelColumns(t, {
            edit: (row) => setEditing({ kind: 'channel', row }),
            remove: (r) => void removeChannels.mutateAsync([r.id]).then(deleted),
            test: (r) => sendTest('channel', r.id),
          })}
          query={wholeList(channels)}
          empty={t('notify.contacts.emptyChannels')}
          tableTestId="channels"
        />
      ),
    },
  ];
  return (
    <>
      <WarningTabs />
      <PageHeader
        title={t('notify.contacts.title')}
        subtitle={t('notify.contacts.subtitle')}
        extra={
          <>
            <Button onClick={() => setEditing({ kind: 'recipients', subject: 'budget' })}>
              {t('notify.contacts.budgetRecipients')}
            </Button>
            <Button onClick={() => setEditing({ kind: 'recipients', subject: 'sync' })}>
              {t('notify.contacts.syncRecipients')}
            </Button>
            <Button onClick={() => setEditing({ kind: 'recipients', subject: 'quota' })}>
              {t('notify.contacts.quotaRecipients')}
            </Button>
            <Button
              onClick={() => setEditing({ kind: 'recipients', subject: 'workOrder' })}
              data-testid="notify-workorder-recipients"
            >
              {t('notify.contacts.workOrderRecipients')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ kind: tab, row: null } as Editing)}
              data-testid="notify-add"
            >
              {add}
            </Button>
          </>
        }
      />
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as typeof tab)}
        items={items}
        data-testid="contact-tabs"
      />
      {editing?.kind === 'contact' && <ContactFormModal contact={editing.row} onClose={close} />}
      {editing?.kind === 'group' && <GroupFormModal group={editing.row} onClose={close} />}
      {editing?.kind === 'channel' && <ChannelFormModal channel={editing.row} onClose={close} />}
      {editing?.kind === 'recipients' && (
        <RecipientsModal
          subject={{ subject: editing.subject }}
          title={t(`notify.contacts.${editing.subject}Recipients`)}
          onClose={close}
        />
      )}
    </>
  );
}
