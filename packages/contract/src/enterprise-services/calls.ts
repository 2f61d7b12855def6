import { anyOf, defineCall, noInput } from '../call.ts';
import { idOutput } from '../identity/schemas.ts';
import { SUPPORT_CODE } from '../workorders/rules.ts';
import * as s from './schemas.ts';

const SERVICES_CODE = 'v12';

/** Enterprise services (menu v12): the platform's catalogue and requests that open work orders. */
export const enterpriseServiceCalls = {
  serviceList: defineCall({
    method: 'GET',
    path: '/api/v1/service/list',
    code: 'v12-1.1',
    pathChosen: true,
    permission: anyOf(SERVICES_CODE),
    input: noInput,
    output: s.serviceListOutput,
    summary: 'The platform’s service catalogue, in the reader’s language',
  }),
  serviceDetail: defineCall({
    method: 'POST',
    path: '/api/v1/service/detail',
    code: 'v12-1.2',
    pathChosen: true,
    permission: anyOf(SERVICES_CODE),
    input: s.serviceIdInput,
    output: s.serviceDetailOutput,
    summary: 'One service: scope, deliverables, process, price or on quote',
  }),
  serviceRequest: defineCall({
    method: 'POST',
    path: '/api/v1/service/request',
    code: 'v12-1.3',
    pathChosen: true,
    permission: anyOf(SERVICES_CODE),
    input: s.serviceRequestInput,
    output: s.serviceRequestOutput,
    summary: 'Request a service: opens a work order of category service',
  }),
  serviceCatalogue: defineCall({
    method: 'GET',
    path: '/api/v1/service/catalogue',
    code: 'v12-1.5',
    pathChosen: true,
    permission: anyOf(SUPPORT_CODE),
    input: noInput,
    output: s.serviceCatalogueOutput,
    summary:
      'Every catalogue entry, unpublished too, in both languages (the platform’s support staff)',
  }),
  serviceSave: defineCall({
    method: 'POST',
    path: '/api/v1/service/save',
    code: 'v12-1.4',
    pathChosen: true,
    permission: anyOf(SUPPORT_CODE),
    input: s.serviceSaveInput,
    output: idOutput,
    summary: 'Add or change a catalogue entry (the platform’s support staff)',
  }),
};
