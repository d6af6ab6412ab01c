// Overlapping bookings in the week grid: the schedule splits a day's column evenly
// between bookings that overlap, so three at once in a 130 px column were 40 px slivers with the
// names broken letter by letter. Here each day's bookings get lanes; where a cluster of
// overlapping bookings needs more lanes than the column holds at a readable width, the last lane
// becomes one "+ N more" chip per run of hidden bookings, which opens that day (docs/decisions.md,
// Week view). Pure functions: only types come from @mantine/schedule.
import dayjs from 'dayjs';
import { translate, type AppTranslate } from '@/lib/i18n/use-t';
import type { MonthEvent } from './calendar-model';

export interface LaneInterval {
  start: number;
  end: number;
}

export interface LanePlacement {
  /** 0 is the leftmost lane. */
  lane: number;
  /** Index of the cluster (bookings linked by overlaps) in start order. */
  cluster: number;
  /** How many lanes the cluster uses. */
  lanes: number;
}

/** Half-open intervals: a booking ending at 11:00 does not overlap one starting at 11:00. */
export const overlaps = (a: LaneInterval, b: LaneInterval) => a.start < b.end && b.start < a.end;

/**
 * Lanes for intervals, answered in the input's order. Greedy by start (the longer first on a tie),
 * each into the lowest free lane: for intervals this uses as few lanes as the most that overlap at
 * one moment, so no cluster is split wider than it must be. The schedule places events the same
 * way (first free column by start), so it keeps the lanes chosen here.
 */
export function assignLanes(intervals: readonly LaneInterval[]): LanePlacement[] {
  const order = intervals
    .map((_, index) => index)
    .sort((a, b) => {
      const x = intervals[a]!;
      const y = intervals[b]!;
      return x.start - y.start || y.end - x.end || a - b;
    });
  const placements: LanePlacement[] = new Array<LanePlacement>(intervals.length);
  let cluster = -1;
  let clusterEnd = -Infinity;
  let laneEnds: number[] = [];
  let members: LanePlacement[] = [];
  const closeCluster = () => {
    for (const member of members) member.lanes = laneEnds.length;
  };
  for (const index of order) {
    const { start, end } = intervals[index]!;
    if (start >= clusterEnd) {
      closeCluster();
      cluster += 1;
      laneEnds = [];
      members = [];
    }
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = end;
    clusterEnd = Math.max(clusterEnd, end);
    const placement = { lane, cluster, lanes: 0 };
    members.push(placement);
    placements[index] = placement;
  }
  closeCluster();
  return placements;
}

/** A lane narrower than this cannot show "10:30 AM Emma Hansen" a word a line. */
export const MIN_LANE_WIDTH_PX = 60;
/** The schedule's hour labels beside the days (--week-view-slots-label-width, 5rem). */
const SLOT_LABELS_WIDTH_PX = 80;

/**
 * How many lanes a day column holds at MIN_LANE_WIDTH_PX, from the week grid's width and its
 * number of days; at least 1. Unmeasured (0, as in jsdom): no limit.
 */
export function lanesThatFit(gridWidth: number, days = 7): number {
  if (gridWidth <= 0) return Infinity;
  const column = (gridWidth - SLOT_LABELS_WIDTH_PX) / days;
  return Math.max(1, Math.floor(column / MIN_LANE_WIDTH_PX));
}

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

function moreChip(
  date: string,
  span: { start: string; end: string },
  hidden: number,
  alone: boolean,
  t: AppTranslate,
) {
  const { start, end } = span;
  const chip: MonthEvent = {
    id: `more:${start}`,
    // With nothing else of the cluster shown, the chip says what it stands for.
    title: alone
      ? t('diary.calendar.hiddenBookings', { count: hidden })
      : t('diary.calendar.more', { count: String(hidden) }),
    start,
    end,
    color: 'gray',
    variant: 'light',
    payload: { moreOf: date },
  };
  return chip;
}

/**
 * The week grid's events: each day's bookings in lanes, at most `maxLanes` side by side. A cluster
 * needing more keeps its first `maxLanes - 1` lanes and shows the rest as "+ N more" chips in the
 * last lane, one per run of overlapping hidden bookings, spanning that run.
 */
export function fitWeekLanes(
  events: readonly MonthEvent[],
  maxLanes: number,
  t: AppTranslate = translate,
): MonthEvent[] {
  if (!Number.isFinite(maxLanes)) return [...events];
  const byDay = new Map<string, MonthEvent[]>();
  for (const event of events) {
    const day = String(event.start).slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  const shown: MonthEvent[] = [];
  for (const [day, dayEvents] of byDay) {
    const intervals = dayEvents.map((event) => ({
      start: dayjs(event.start).valueOf(),
      end: dayjs(event.end).valueOf(),
    }));
    const placements = assignLanes(intervals);
    const hiddenByCluster = new Map<number, number[]>();
    dayEvents.forEach((event, index) => {
      const { lane, lanes, cluster } = placements[index]!;
      if (lanes <= maxLanes || lane < maxLanes - 1) {
        shown.push(event);
        return;
      }
      hiddenByCluster.set(cluster, [...(hiddenByCluster.get(cluster) ?? []), index]);
    });
    for (const hidden of hiddenByCluster.values()) {
      const alone = maxLanes <= 1;
      hidden.sort((a, b) => intervals[a]!.start - intervals[b]!.start);
      let run: number[] = [];
      let runEnd = -Infinity;
      const closeRun = () => {
        if (run.length === 0) return;
        const start = Math.min(...run.map((index) => intervals[index]!.start));
        shown.push(
          moreChip(
            day,
            { start: dayjs(start).format(DATE_TIME), end: dayjs(runEnd).format(DATE_TIME) },
            run.length,
            alone,
            t,
          ),
        );
      };
      for (const index of hidden) {
        const { start, end } = intervals[index]!;
        if (start >= runEnd) {
          closeRun();
          run = [];
          runEnd = -Infinity;
        }
        run.push(index);
        runEnd = Math.max(runEnd, end);
      }
      closeRun();
    }
  }
  return shown;
}
