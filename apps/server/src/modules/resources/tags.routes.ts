import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import {
  bindTags,
  createTag,
  deleteTags,
  listTags,
  tagOptions,
  unbindTags,
  updateTag,
} from './tags.service.ts';

export function tagRoutes(app: FastifyInstance): void {
  serve(app, calls.tagList, (ctx, input) => listTags(ctx, input));
  serve(app, calls.tagOptions, (ctx, input) => tagOptions(ctx, input));
  serve(app, calls.tagCreate, (ctx, input) => createTag(ctx, input));
  serve(app, calls.tagUpdate, (ctx, input) => updateTag(ctx, input));
  serve(app, calls.tagDelete, (ctx, input) => deleteTags(ctx, input));
  serve(app, calls.tagBind, (ctx, input) => bindTags(ctx, input));
  serve(app, calls.tagUnbind, (ctx, input) => unbindTags(ctx, input));
}
