import { buildPgTemplate, dropPgCopies } from './template-db.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the server-pg project needs DATABASE_URL');
  await dropPgCopies(url);
  await buildPgTemplate(url);
  return () => dropPgCopies(url);
}
