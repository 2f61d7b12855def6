import { buildPgTemplate } from './template-db.ts';

export default async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the server-pg project needs DATABASE_URL');
  await buildPgTemplate(url);
}
