import { Badge, Card, MutedText, Stack } from '@studio/ui';
import styled from 'styled-components';
import { useIntroPost } from '../api/intro-post.ts';
import { campaignsTexts } from '../texts.ts';

/** The post the intro promises, from the last product added, while the business has no posts yet. */
export function IntroPostCard({ wanted }: { wanted: boolean }) {
  const { data } = useIntroPost(wanted);
  const t = campaignsTexts.introPost;
  if (!wanted || !data) return null;
  return (
    <Card as="section" aria-label={t.title}>
      <Stack $gap="sm">
        <Title>{t.title}</Title>
        <Text>{data.content}</Text>
        {data.complianceFlags.length > 0 && (
          <ul>
            {data.complianceFlags.map((flag) => (
              <li key={`${flag.ruleId}:${flag.phrase}`}>
                <Badge tone={flag.severity === 'block' ? 'danger' : 'warning'}>
                  {campaignsTexts.post.severity[flag.severity]}
                </Badge>{' '}
                <q>{flag.phrase}</q> ({flag.rule})
              </li>
            ))}
          </ul>
        )}
        <MutedText>{t.hint}</MutedText>
      </Stack>
    </Card>
  );
}

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 600;
`;

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
