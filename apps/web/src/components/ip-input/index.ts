export { IpInput, type IpInputProps } from './ip-input.tsx';
export {
  EMPTY_IP,
  ipFromString,
  ipToString,
  sanitizeOctet,
  validateIp,
  type IpParts,
  type IpError,
} from './ip-parts.ts';
