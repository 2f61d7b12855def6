import { SESSION_KEYS, type LoginFlag, type UserInfo } from '@ecloud/contract';

/** A cloud option of spec section 3: { value, label }. */
export interface CloudOption {
  value: string;
  label: string;
}

const read = (key: string): string | null => sessionStorage.getItem(key);

function readJson<T>(key: string): T | null {
  const raw = read(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** What the console keeps in session storage (spec section 3's session keys, plus userInfo). */
export const session = {
  token: (): string => read(SESSION_KEYS.token) ?? '',
  userInfo: (): UserInfo | null => readJson<UserInfo>(SESSION_KEYS.userInfo),
  loginFlag: (): LoginFlag => (read(SESSION_KEYS.loginFlag) === '2' ? 2 : 1),
  hasLoginFlag: (): boolean => read(SESSION_KEYS.loginFlag) !== null,
  loginNum: (): number | null => {
    const raw = read(SESSION_KEYS.loginNum);
    return raw === null ? null : Number(raw);
  },
  cloudOptions: (): CloudOption[] => readJson<CloudOption[]>(SESSION_KEYS.cloudOptions) ?? [],

  setSignedIn(token: string, userInfo: UserInfo, loginFlag: LoginFlag): void {
    sessionStorage.setItem(SESSION_KEYS.token, token);
    sessionStorage.setItem(SESSION_KEYS.userInfo, JSON.stringify(userInfo));
    sessionStorage.setItem(SESSION_KEYS.loginFlag, String(loginFlag));
  },
  setUserInfo(userInfo: UserInfo): void {
    sessionStorage.setItem(SESSION_KEYS.userInfo, JSON.stringify(userInfo));
  },
  setLoginNum(n: number): void {
    sessionStorage.setItem(SESSION_KEYS.loginNum, String(n));
  },
  setCloudOptions(options: CloudOption[]): void {
    sessionStorage.setItem(SESSION_KEYS.cloudOptions, JSON.stringify(options));
  },
  clear(): void {
    sessionStorage.clear();
  },
};
