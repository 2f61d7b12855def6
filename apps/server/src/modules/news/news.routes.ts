import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as svc from './news.service.ts';

/** The news domain: the news centre for readers, and its editors' calls. */
export function newsRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    newsList: svc.listNews,
    newsDetail: svc.newsDetail,
    newsManageList: svc.manageList,
    newsItem: svc.newsItem,
    newsCreate: svc.createNews,
    newsUpdate: svc.updateNews,
    newsPublish: svc.publishNews,
    newsUnpublish: svc.unpublishNews,
    newsPin: svc.pinNews,
    newsDelete: svc.deleteNews,
  });
}
