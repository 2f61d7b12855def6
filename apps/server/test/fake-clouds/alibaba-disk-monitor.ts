import { RAW, stamps } from './metric-replies.ts';
import type { WireReply } from './server.ts';

type Json = (status: number, body: object) => WireReply;
type Err = (status: number, code: string, message: string) => WireReply;

const MIN = 60_000;
const ECS_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

/**
 * ECS DescribeDiskMonitorData (2014-05-26) as ECS answers it: TotalCount and
 * MonitorData.DiskMonitorData[] a minute apart from StartTime to EndTime, each entry with the
 * disk's IOPS, BPS (B/s) and latency (µs); more than 400 periods is
 * InvalidParameter.TooManyDataQueried (help.aliyun.com/document_detail/25614.html). Every
 * fake disk reads BPSRead = RAW and BPSWrite = 2 x RAW. `bad` answers a reply without its list.
 */
export function aliDiskMonitorReply(
  params: Record<string, string>,
  json: Json,
  error: Err,
  bad: boolean,
): WireReply {
  const { DiskId: disk = '', StartTime: start = '', EndTime: end = '' } = params;
  if (!disk.startsWith('d-')) {
    return error(404, 'InvalidDiskId.NotFound', 'The specified disk does not exist.');
  }
  if (!ECS_TIME.test(start) || !ECS_TIME.test(end) || Date.parse(end) < Date.parse(start)) {
    return error(400, 'InvalidParameter', 'The specified StartTime or EndTime is not valid.');
  }
  const period = Number(params.Period ?? 60);
  if (![60, 600, 3600].includes(period)) {
    return error(400, 'InvalidParameter', 'The specified Period is not valid.');
  }
  if ((Date.parse(end) - Date.parse(start)) / (period * 1000) > 400) {
    return error(
      400,
      'InvalidParameter.TooManyDataQueried',
      'Too many data queried. (EndTime - StartTime) / Period must not exceed 400.',
    );
  }
  if (bad) return json(200, { TotalCount: 0 });
  const entries = stamps(
    Date.parse(start),
    Date.parse(end),
    period === 60 ? MIN : period * 1000,
  ).map((t) => ({
    DiskId: disk,
    IOPSRead: 12,
    IOPSWrite: 30,
    IOPSTotal: 42,
    BPSRead: RAW,
    BPSWrite: 2 * RAW,
    BPSTotal: 3 * RAW,
    LatencyRead: 300,
    LatencyWrite: 500,
    LatencyTotal: 800,
    TimeStamp: new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  }));
  return json(200, { TotalCount: entries.length, MonitorData: { DiskMonitorData: entries } });
}
