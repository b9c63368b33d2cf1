import { sql } from 'drizzle-orm';
import { RESPONSIVENESS } from '#shared/trust/trust.ts';
import type { Db } from '../../db/client.ts';

/**
 * Every user's responsiveness over the last RESPONSIVENESS.windowDays (issue 23), from the deal flow's one-way actions,
 * in one statement; the hourly `responsiveness` job runs it, and running it twice changes nothing.
 *
 * - An owner received an interest when an investor pressed Interested in the window before the owner pressed Connect;
 *   the owner's answer is the first Connect or Decline after it.
 * - An investor received a connect when an owner pressed Connect in the window before the investor was Interested; the
 *   answer is the first Interested or Decline after it.
 * - An unanswered request younger than answerWithinDays is not judged yet; an older one counts, not answered in time.
 *
 * Rows of users with nothing judged any more are deleted; a row changes only when its numbers do.
 */
export async function refreshResponsiveness(db: Db): Promise<{ users: number }> {
  const windowDays = RESPONSIVENESS.windowDays;
  const withinDays = RESPONSIVENESS.answerWithinDays;
  const result = await db.execute(sql`
    with received as (
      select bp.user_id, m.investor_interested_at as asked_at,
        least(
          case when m.business_connected_at >= m.investor_interested_at then m.business_connected_at end,
          case when m.business_declined_at >= m.investor_interested_at then m.business_declined_at end
        ) as answered_at
      from matches m
      join business_profiles bp on bp.id = m.business_profile_id
      where m.investor_interested_at >= now() - make_interval(days => ${windowDays}::int)
        and (m.business_connected_at is null or m.business_connected_at > m.investor_interested_at)
      union all
      select ip.user_id, m.business_connected_at as asked_at,
        least(
          case when m.investor_interested_at >= m.business_connected_at then m.investor_interested_at end,
          case when m.investor_declined_at >= m.business_connected_at then m.investor_declined_at end
        ) as answered_at
      from matches m
      join investor_profiles ip on ip.id = m.investor_profile_id
      where m.business_connected_at >= now() - make_interval(days => ${windowDays}::int)
        and (m.investor_interested_at is null or m.investor_interested_at > m.business_connected_at)
    ),
    judged as (
      select user_id, asked_at, answered_at from received
      where answered_at is not null or asked_at <= now() - make_interval(days => ${withinDays}::int)
    ),
    stats as (
      select user_id,
        count(*)::int as received,
        (count(*) filter (where answered_at <= asked_at + make_interval(days => ${withinDays}::int)))::int as answered_in_time,
        round((percentile_cont(0.5) within group (order by extract(epoch from answered_at - asked_at) / 3600)
          filter (where answered_at is not null))::numeric, 2) as median_answer_hours
      from judged
      group by user_id
    ),
    upserted as (
      insert into user_responsiveness as r (user_id, received, answered_in_time, median_answer_hours, computed_at)
      select user_id, received, answered_in_time, median_answer_hours, now() from stats
      on conflict (user_id) do update
        set received = excluded.received, answered_in_time = excluded.answered_in_time,
          median_answer_hours = excluded.median_answer_hours, computed_at = excluded.computed_at
        where (r.received, r.answered_in_time, r.median_answer_hours)
          is distinct from (excluded.received, excluded.answered_in_time, excluded.median_answer_hours)
      returning r.user_id
    ),
    removed as (
      delete from user_responsiveness gone
      where not exists (select 1 from stats where stats.user_id = gone.user_id)
      returning gone.user_id
    )
    select (select count(*) from stats)::int as users,
      (select count(*) from upserted)::int as changed,
      (select count(*) from removed)::int as removed
  `);
  // Both drivers (pg and PGlite) answer raw statements with { rows }; the generic Db type cannot say so.
  const row = (result as unknown as { rows: { users: number | string }[] }).rows[0];
  return { users: Number(row?.users ?? 0) };
}
