import { ProductsIcon } from '../../../components/icons.tsx';
import { SectionFrame } from '../../../components/section-frame.tsx';

/** Medical Products: the catalogue with its example posts (built in its own issue). */
export function ProductsSection() {
  return (
    <SectionFrame
      title="Medical Products"
      description="The product catalogue will appear here."
      icon={<ProductsIcon size={22} />}
    />
  );
}
