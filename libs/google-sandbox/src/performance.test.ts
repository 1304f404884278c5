import { describe, expect, it } from 'vitest';
import { memorySandbox } from './testing.ts';

const PERFORMANCE = '/businessprofileperformance/v1/locations';
const range = (start: string, end: string) => {
  const [sy, sm, sd] = start.split('-');
  const [ey, em, ed] = end.split('-');
  return `dailyRange.start_date.year=${sy}&dailyRange.start_date.month=${sm}&dailyRange.start_date.day=${sd}&dailyRange.end_date.year=${ey}&dailyRange.end_date.month=${em}&dailyRange.end_date.day=${ed}`;
};
type Series = {
  multiDailyMetricTimeSeries: {
    dailyMetricTimeSeries: {
      dailyMetric: string;
      timeSeries: { datedValues: { date: { day: number }; value?: string }[] };
    }[];
  }[];
};

describe("the Google sandbox's Performance API", () => {
  it('answers each asked metric for every day of the range, the same figures each time', async () => {
    const { login, api } = memorySandbox();
    const { access_token } = await login();
    const url = `${PERFORMANCE}/700071:fetchMultiDailyMetricsTimeSeries?dailyMetrics=CALL_CLICKS&dailyMetrics=BUSINESS_IMPRESSIONS_MOBILE_MAPS&${range('2026-10-30', '2026-11-02')}`;
    const first = (await (await api(url, access_token)).json()) as Series;
    const series = first.multiDailyMetricTimeSeries[0]?.dailyMetricTimeSeries ?? [];
    expect(series.map((s) => s.dailyMetric)).toEqual(['CALL_CLICKS', 'BUSINESS_IMPRESSIONS_MOBILE_MAPS']);
    expect(series[1]?.timeSeries.datedValues.map((v) => v.date.day)).toEqual([30, 31, 1, 2]);
    expect(series[1]?.timeSeries.datedValues.every((v) => Number(v.value) > 0)).toBe(true);
    expect(await (await api(url, access_token)).json()).toEqual(first);
  });

  it("refuses an invalid range (400), no metric (400) and another business's location (403)", async () => {
    const { login, api } = memorySandbox();
    const { access_token } = await login();
    const status = async (path: string) => {
      const answer = await api(`${PERFORMANCE}/${path}`, access_token);
      return [answer.status, ((await answer.json()) as { error: { status: string } }).error.status];
    };
    const call = '700071:fetchMultiDailyMetricsTimeSeries';
    expect(await status(`${call}?dailyMetrics=CALL_CLICKS&${range('2026-11-02', '2026-11-01')}`)).toEqual([
      400,
      'INVALID_ARGUMENT',
    ]);
    expect(await status(`${call}?dailyMetrics=CALL_CLICKS&${range('2026-02-30', '2026-03-01')}`)).toEqual([
      400,
      'INVALID_ARGUMENT',
    ]);
    expect(await status(`${call}?${range('2026-11-01', '2026-11-02')}`)).toEqual([400, 'INVALID_ARGUMENT']);
    expect(
      await status(
        `999999:fetchMultiDailyMetricsTimeSeries?dailyMetrics=CALL_CLICKS&${range('2026-11-01', '2026-11-02')}`,
      ),
    ).toEqual([403, 'PERMISSION_DENIED']);
  });
});
