import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as contacts from './contacts.service.ts';
import * as notices from './notices.service.ts';

/** Alarm contacts and groups, notification channels, and the notices sent. */
export function notifyRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    notifyContactList: contacts.listContacts,
    notifyContactSave: contacts.saveContact,
    notifyContactDelete: contacts.deleteContacts,
    notifyGroupList: contacts.listGroups,
    notifyGroupSave: contacts.saveGroup,
    notifyGroupDelete: contacts.deleteGroups,
    notifyChannelList: contacts.listChannels,
    notifyChannelSave: contacts.saveChannel,
    notifyChannelDelete: contacts.deleteChannels,
    notifyRecipientsGet: contacts.getRecipients,
    notifyRecipientsSet: contacts.setRecipients,
    notifyTest: notices.sendTest,
    notifyDeliveryList: notices.listDeliveries,
    notifyDeliveryRetry: notices.retryDelivery,
  });
}
