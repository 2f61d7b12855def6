import { buildPgliteTemplate } from './template-db.ts';

export default async function setup(): Promise<void> {
  await buildPgliteTemplate();
}
