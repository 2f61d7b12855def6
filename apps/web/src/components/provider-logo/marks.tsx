import type { ReactElement } from 'react';
import type { ProviderCode } from '@ecloud/contract';

/**
 * Each provider's mark, drawn by us on a 32x32 grid: a shape that recalls the provider's own
 * sign without copying it. `c` is the main colour and `d` the second (both currentColor in the
 * plain variant), so one drawing serves the colourful, plain and small logos.
 */
export type MarkDrawing = (c: string, d: string) => ReactElement;

export const MARKS: Record<ProviderCode, MarkDrawing> = {
  // Zhongjin cloud: a cloud over a rising bar, for a cloud run by a finance house.
  QINGYUN: (c, d) => (
    <>
      <path d="M9 22a6 6 0 0 1 .6-12A8 8 0 0 1 24.8 12 5 5 0 0 1 24 22Z" fill={c} />
      <rect x="11" y="17" width="3" height="5" rx="1" fill="#fff" />
      <rect x="15.5" y="14" width="3" height="8" rx="1" fill="#fff" />
      <rect x="20" y="16" width="3" height="6" rx="1" fill="#fff" opacity="0.85" />
      <rect x="6" y="25" width="20" height="2.5" rx="1.25" fill={d} />
    </>
  ),
  // Alibaba cloud: two facing brackets joined by a bar.
  ALI: (c) => (
    <>
      <path d="M12 7H6a3 3 0 0 0-3 3v12a3 3 0 0 0 3 3h6v-4H7V11h5Z" fill={c} />
      <path d="M20 7h6a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3h-6v-4h5V11h-5Z" fill={c} />
      <rect x="11" y="14.5" width="10" height="3" rx="0.5" fill={c} />
    </>
  ),
  // Huawei cloud: a fan of petals opening upwards.
  HUAWEI: (c, d) => (
    <g transform="translate(16 25)">
      {[-70, -42, -14, 14, 42, 70].map((deg, i) => (
        <ellipse
          key={deg}
          cx="0"
          cy="-10"
          rx="3"
          ry="9"
          transform={`rotate(${deg})`}
          fill={i === 2 || i === 3 ? d : c}
        />
      ))}
    </g>
  ),
  // JD cloud: a rounded badge with a J and a D.
  JINGDONG: (c) => (
    <>
      <rect x="3" y="5" width="26" height="22" rx="6" fill={c} />
      <path d="M11 10v9a3 3 0 0 1-5 2.2" stroke="#fff" strokeWidth="2.6" fill="none" />
      <path
        d="M15.5 10h3.5a6 6 0 0 1 0 12h-3.5Z"
        stroke="#fff"
        strokeWidth="2.6"
        fill="none"
        strokeLinejoin="round"
      />
    </>
  ),
  // Amazon cloud: a dark tile with a smile-shaped arrow.
  AWS: (c, d) => (
    <>
      <rect x="2" y="4" width="28" height="24" rx="5" fill={d} />
      <path d="M7 16.5q9 6 18 0" stroke={c} strokeWidth="2.8" fill="none" strokeLinecap="round" />
      <path
        d="M21.5 14.5l4.5 1.5-1.8 4.2"
        stroke={c}
        strokeWidth="2.4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="9" y="9" width="14" height="2.6" rx="1.3" fill="#fff" />
    </>
  ),
  // Tencent cloud: a cloud drawn as two linked loops.
  TENGXUN: (c, d) => (
    <>
      <path
        d="M10 23a6 6 0 1 1 2.4-11.5A7.5 7.5 0 0 1 26 14.5 4.5 4.5 0 0 1 24.5 23Z"
        fill="none"
        stroke={c}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M10 23h9l4-5" fill="none" stroke={d} strokeWidth="3" strokeLinecap="round" />
    </>
  ),
};
