import { CenteredSpinner } from '@studio/ui';
import { type AdminSection, paths, useDocumentTitle } from '@studio/web';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { AccountsSection } from '../../../features/accounts/index.ts';
import { AuditLogSection } from '../../../features/audit-log/index.ts';
import { ComplianceSection } from '../../../features/compliance/index.ts';
import { LlmConfigSection } from '../../../features/llm-config/index.ts';
import { ProductsSection } from '../../../features/products/index.ts';
import { OverviewSection } from '../../overview/index.ts';
import { sectionFromParam, sectionTitles } from '../utils/sections.ts';
import { DashboardFrame } from './dashboard-frame.tsx';

/** The media library downloads when it is opened. */
const MediaSection = lazy(() =>
  import('../../../features/media/index.ts').then((m) => ({ default: m.MediaSection })),
);

/** The content calendar (and FullCalendar) download when it is opened. */
const CalendarSection = lazy(() =>
  import('../../../features/calendar/index.ts').then((m) => ({ default: m.CalendarSection })),
);

/** The analytics (and Recharts) download when they are opened. */
const AnalyticsSection = lazy(() =>
  import('../../../features/analytics/index.ts').then((m) => ({ default: m.AnalyticsSection })),
);

const sectionScreens: Record<AdminSection, ComponentType> = {
  media: MediaSection,
  calendar: CalendarSection,
  analytics: AnalyticsSection,
  products: ProductsSection,
  overview: OverviewSection,
  accounts: AccountsSection,
  'llm-config': LlmConfigSection,
  compliance: ComplianceSection,
  'audit-log': AuditLogSection,
};

/** /admin/dashboard and /admin/dashboard/:section: the chosen section in the dashboard's frame. */
export function AdminDashboardScreen() {
  const { section: param } = useParams();
  const section = sectionFromParam(param);
  useDocumentTitle(section ? `${sectionTitles[section]} · Admin` : 'Admin');
  if (!section) return <Navigate to={paths.adminDashboard} replace />;
  const Section = sectionScreens[section];
  return (
    <DashboardFrame title={sectionTitles[section]} current={section}>
      <Suspense fallback={<CenteredSpinner label="Loading" />}>
        <Section />
      </Suspense>
    </DashboardFrame>
  );
}
