import { describe, expect, it } from 'vitest';
import { EDITOR_ROLES, type MemberRole, OWNER_ROLES, SIGN_OFF_ROLES } from './auth.ts';
import { type RouteEntry, routeTable } from './route-table.ts';

const entries = Object.entries(routeTable) as [string, RouteEntry][];

describe('the route table', () => {
  it('names only the role groups the portal reads with memberMay', () => {
    const groups = [OWNER_ROLES, EDITOR_ROLES, SIGN_OFF_ROLES] as readonly (readonly MemberRole[])[];
    const others = entries
      .filter(([, entry]) => entry.memberRoles && !groups.includes(entry.memberRoles))
      .map(([key, entry]) => `${key}: ${entry.memberRoles?.join(', ')}`);
    expect(others).toEqual([]);
  });
});
