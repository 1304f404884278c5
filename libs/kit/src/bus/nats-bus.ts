import type { Logger } from '../logger.ts';
import type { EventBus, ReplayOptions, SubscribeOptions, Subscription } from './types.ts';

/** NATS JetStream bus (placeholder until implemented). */
export class NatsBus implements EventBus {
  readonly kind = 'nats';
  static async connect(_url: string, _logger: Logger): Promise<NatsBus> {
    throw new Error('NatsBus is not implemented yet');
  }
  async publish(_subject: string, _payload: unknown, _msgId: string): Promise<void> {}
  async subscribe(_options: SubscribeOptions): Promise<Subscription> {
    return { stop: async () => {} };
  }
  async replay(_options: ReplayOptions): Promise<Subscription> {
    return { stop: async () => {} };
  }
  async close(): Promise<void> {}
}
