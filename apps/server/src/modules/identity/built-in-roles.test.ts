import { describe, expect, it } from 'vitest';
import { MAINTENANCE_MENU, menuCodes } from '@ecloud/contract';
import { BUILT_IN_ROLES } from './built-in-roles.ts';

describe('built-in roles', () => {
  it('give cloud operations every screen of the maintenance console, each once', () => {
    const ops = BUILT_IN_ROLES.find((r) => r.code === 'cloudOps')!;
    expect([...ops.permissions].sort()).toEqual([...menuCodes(MAINTENANCE_MENU)].sort());
  });
});
