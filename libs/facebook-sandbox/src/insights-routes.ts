import type { Context, Hono } from 'hono';
import { graphError } from './calls.ts';
import type { GraphContext } from './graph-context.ts';
import { paramsOf } from './graph-request.ts';
import { sandboxMetricsOf, sandboxMetricValue, storyNavigation } from './insights.ts';

/** A post's insights edges (insights, a page Reel's video_insights). */
export function registerInsights(app: Hono, context: GraphContext) {
  const { faults, store, clock, gate, notFound } = context;
  /**
   * A post's numbers, as Meta's insights edge answers them (ask one metric at a time: one invalid fails
   * all); a page Reel's on its video_insights edge; an Instagram Story's navigation by action type with
   * `breakdown=story_navigation_action_type`. A metric of another format is invalid, as on Meta.
   */
  const insights = async (c: Context) => {
    const postId = c.req.param('postId') ?? '';
    const edge = c.req.path.endsWith('/video_insights') ? 'video_insights' : 'insights';
    const p = await paramsOf(c);
    const post = await store.post(postId);
    if (!post || post.deletedAt !== null) return notFound(c, postId);
    const { refused } = await gate(c, post.pageId, 'insights', p.access_token);
    if (refused) return refused;
    const names = (p.metric ?? '').split(',').filter(Boolean);
    if (names.length === 0)
      return c.json(
        graphError('No metric was specified to be fetched.', 3001, { error_subcode: 1504028 }),
        400,
      );
    const known = sandboxMetricsOf(post.platform, post.format, edge);
    const invalid = names.find((name) => !known.includes(name) || faults.retiredMetrics.includes(name));
    if (invalid)
      return c.json(
        graphError(
          post.platform === 'facebook'
            ? '(#100) The value must be a valid insights metric'
            : `(#100) metric[0] must be one of the following values: ${known.join(', ')}`,
          100,
        ),
        400,
      );
    const at = clock().getTime();
    if (p.breakdown === 'story_navigation_action_type') {
      const navigation = storyNavigation(post, at);
      return c.json({
        data: names.map((name) => ({
          name,
          period: 'lifetime',
          total_value: {
            value: sandboxMetricValue(post, name, at),
            breakdowns: [
              {
                dimension_keys: ['story_navigation_action_type'],
                results: Object.entries(navigation).map(([action, value]) => ({
                  dimension_values: [action],
                  value,
                })),
              },
            ],
          },
          id: `${postId}/insights/${name}/lifetime`,
        })),
      });
    }
    return c.json({
      data: names.map((name) => ({
        name,
        period: 'lifetime',
        values: [{ value: sandboxMetricValue(post, name, at) }],
        title: name,
        id: `${postId}/insights/${name}/lifetime`,
      })),
    });
  };
  app.get('/:version/:postId/insights', insights);
  app.get('/:version/:postId/video_insights', insights);
}
