import type { BulkPost } from '@studio/contracts';
import { Alert, Button, CenteredSpinner, LinkButton, Stack } from '@studio/ui';
import { PageHeader } from '@studio/ui/content';
import { browserClock, portalPage, portalStep, usePortalPrefix } from '@studio/web';
import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useBulkPosts } from '../../../api/bulk-posts.ts';
import { StepNavigation } from '../../../components/step-navigation.tsx';
import { usePostEventsLive } from '../../../live/index.ts';
import { useMemberPermissions } from '../../../session.ts';
import { texts } from '../../../texts.ts';
import { useScheduledPeriod } from '../api/scheduled-periods.ts';
import { usePostsSettings, useSetupStatus } from '../api/settings.ts';
import { usePublishingRefresh } from '../hooks/use-publishing-refresh.ts';
import { campaignsTexts } from '../texts.ts';
import { splitPosts } from '../utils/post-lists.ts';
import { AiBudgetUse } from './ai-budget-use.tsx';
import { AiDisclosureSetting } from './ai-disclosure-setting.tsx';
import { BulkActions } from './bulk-actions.tsx';
import { IntroPostCard } from './intro-post.tsx';
import { PeriodBox } from './period-box.tsx';
import { PostList } from './post-list.tsx';
import { RecordsExport } from './records-export.tsx';
import { SignOffSetting } from './signoff-setting.tsx';
import { WeeklyDigestSetting } from './weekly-digest-setting.tsx';

/**
 * Step 4: period generation and the automatic period, the bulk buttons and the
 * account's posts split into future and past, each post scheduled, edited, regenerated or deleted.
 */
export function CampaignsScreen() {
  const prefix = usePortalPrefix();
  const posts = useBulkPosts();
  const period = useScheduledPeriod();
  const { data: settings } = usePostsSettings();
  const { data: setup } = useSetupStatus();
  const all = posts.data?.bulkPosts ?? [];
  const lists = splitPosts(all, browserClock());
  const refresh = () => posts.mutate();
  // While the post changes stream is open each change is pushed; the cards are polled only when not.
  usePublishingRefresh(all, refresh, !usePostEventsLive());
  // An alert (the bell, a mail) links to a post, /portal/campaigns?post=12, which changed since the
  // list was last asked for (it failed, or needs a check): the list is asked for again.
  const [searchParams, setSearchParams] = useSearchParams();
  const focus = Number(searchParams.get('post')) || null;
  const settingsId = useId();
  // A medical reviewer reads the posts: no period, bulk or settings controls.
  const { edits, managesTeam } = useMemberPermissions();
  const { mutate } = posts;
  useEffect(() => {
    if (focus !== null) void mutate();
  }, [focus, mutate]);

  // After a period is written, its first draft is brought into view and marked, as an alert's post is.
  const showGenerated = (generated: readonly BulkPost[]) => {
    const first = [...generated].sort((a, b) =>
      (a.scheduledDate ?? '').localeCompare(b.scheduledDate ?? ''),
    )[0];
    if (first) setSearchParams({ post: String(first.id) }, { replace: true });
  };

  return (
    <section>
      <PageHeader title={campaignsTexts.title} />
      <Heading>{campaignsTexts.heading}</Heading>
      {/* Posts first: the one primary action, then what needs attention, then the posts; the bulk tools sit
          above the list, the settings and notes below it. */}
      <Stack $gap="lg">
        {edits ? (
          <PeriodBox
            period={period.data?.scheduledPeriod ?? null}
            hasProducts={setup?.hasProducts !== false}
            onChanged={() => {
              void refresh();
              void period.mutate();
            }}
            onGenerated={showGenerated}
          >
            <CalendarLink />
          </PeriodBox>
        ) : (
          <Stack $align="flex-start">
            <Alert tone="info">{campaignsTexts.notices.reviewerReadsOnly}</Alert>
            <CalendarLink />
          </Stack>
        )}

        {/* A post scheduled with no page selected would only fail at its time: say so before. */}
        {edits && setup?.hasPlatforms === false && (
          <Alert tone="warning" title={campaignsTexts.notices.noPagesTitle} data-testid="no-pages-warning">
            <Stack $gap="sm" $align="flex-start">
              <span>{campaignsTexts.notices.noPages}</span>
              <LinkButton to={portalStep(prefix, 'platforms')} size="sm" variant="secondary">
                {campaignsTexts.notices.choosePages}
              </LinkButton>
            </Stack>
          </Alert>
        )}

        <IntroPostCard
          wanted={edits && posts.data !== undefined && all.length === 0 && setup?.hasProducts === true}
        />

        {posts.isLoading && <CenteredSpinner label={texts.loading} />}
        {posts.error && !posts.isLoading && (
          <Stack $align="flex-start">
            <Alert tone="danger">{campaignsTexts.loadFailed}</Alert>
            <Button variant="secondary" onClick={() => void refresh()}>
              {campaignsTexts.retry}
            </Button>
          </Stack>
        )}
        {posts.data && (
          <>
            {edits && <BulkActions posts={all} future={lists.future} refresh={refresh} />}
            <PostList lists={lists} refresh={refresh} focus={focus} />
            <Notes>
              <li>{campaignsTexts.notices.scheduleSeparately}</li>
              <li>{campaignsTexts.notices.savedAutomatically}</li>
            </Notes>
            {edits && (
              <Settings aria-labelledby={settingsId}>
                <SettingsTitle id={settingsId}>{campaignsTexts.settingsTitle}</SettingsTitle>
                {(settings?.writer.kind === 'offline' || settings?.email.delivery === 'kept') && (
                  <Alert tone="info">
                    <Stack $gap="xxs">
                      {settings?.writer.kind === 'offline' && <p>{campaignsTexts.notices.offlineWriter}</p>}
                      {settings?.email.delivery === 'kept' && <p>{campaignsTexts.notices.keptEmail}</p>}
                    </Stack>
                  </Alert>
                )}
                {managesTeam && <SignOffSetting />}
                <AiBudgetUse />
                <AiDisclosureSetting />
                <WeeklyDigestSetting />
                <RecordsExport />
              </Settings>
            )}
          </>
        )}
      </Stack>
      <StepNavigation previous={portalStep(prefix, 'platforms')} />
    </section>
  );
}

/** The calendar of the posts, beside the period's controls. */
function CalendarLink() {
  const prefix = usePortalPrefix();
  return (
    <LinkButton to={portalPage(prefix, 'calendar')} variant="secondary">
      {campaignsTexts.openCalendar}
    </LinkButton>
  );
}

const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
`;

const Notes = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Settings = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const SettingsTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
`;
