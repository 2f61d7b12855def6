import dayjs from 'dayjs';

export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—';
export const formatDate = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).format('YYYY-MM-DD') : '—';
