import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as svc from './tags.service.ts';

export function tagRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    tagList: svc.listTags,
    tagOptions: svc.tagOptions,
    tagCreate: svc.createTag,
    tagUpdate: svc.updateTag,
    tagDelete: svc.deleteTags,
    tagBind: svc.bindTags,
    tagUnbind: svc.unbindTags,
  });
}
