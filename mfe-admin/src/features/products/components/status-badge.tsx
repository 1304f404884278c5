import type { ProductStatus } from '@studio/contracts';
import { Badge, type Tone } from '@studio/ui';
import { statusLabels } from '../utils/product-list.ts';

const tones: Record<ProductStatus, Tone> = { active: 'success', draft: 'warning', archived: 'neutral' };

export function StatusBadge({ status }: { status: ProductStatus }) {
  return <Badge tone={tones[status]}>{statusLabels[status]}</Badge>;
}
