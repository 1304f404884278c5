/**
 * Session ids that were signed out before their token expired. Each service keeps this copy,
 * fed by `auth.session.revoked`; an entry is dropped once its token could no longer be used anyway.
 */
export class RevocationList {
  private readonly revoked = new Map<string, number>();

  revoke(sid: string, expiresAt: Date): void {
    if (expiresAt.getTime() > Date.now()) this.revoked.set(sid, expiresAt.getTime());
    if (this.revoked.size % 1000 === 0) this.prune();
  }

  has(sid: string): boolean {
    const expiry = this.revoked.get(sid);
    if (expiry === undefined) return false;
    if (expiry <= Date.now()) {
      this.revoked.delete(sid);
      return false;
    }
    return true;
  }

  private prune(): void {
    const now = Date.now();
    for (const [sid, expiry] of this.revoked) if (expiry <= now) this.revoked.delete(sid);
  }
}
