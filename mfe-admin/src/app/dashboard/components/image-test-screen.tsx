import { useDocumentTitle } from '@studio/web';
import { ImageTestSection } from '../../../features/image-test/index.ts';
import { DashboardFrame } from './dashboard-frame.tsx';

/** /admin/image-test: the image search test inside the dashboard's frame (sidebar, logout). */
export function ImageTestScreen() {
  useDocumentTitle('Image Search Test · Admin');
  return (
    <DashboardFrame title="Image Search Test" current="image-test">
      <ImageTestSection />
    </DashboardFrame>
  );
}
