import { artistKey } from '../text/name-key.ts';
import { artistNames } from './album-lookups.ts';
import { communityBonuses } from './community.ts';
import type { EngineCore } from './engine-core.ts';
import { explain } from './explain.ts';
import {
  artistAskSentence,
  eraOrHitsSentence,
  genreAskSentence,
  unmetAskSentence,
} from './explain-ask.ts';
import { guardFamily, isFamilyMoment } from './family-safety.ts';
import { momentReadings } from './moment-reading.ts';
import { closestEvidence, matchedTerms } from './explain-facts.ts';
import { momentFacts } from './explain-moment.ts';
import { noveltyCheck } from './explain-novelty.ts';
import { readListener } from './listener-signals.ts';
import { planPersonal } from './personal-plan.ts';
import { rankAlbums } from './rank.ts';
import type { RecommendInput, Recommendation } from './recommend-input.ts';
import { pickDiverse } from './pick-diverse.ts';
import { avoidLastArtist, momentSeed, ruleOut } from './moment-rules.ts';
import { validateInput } from './validate-input.ts';

const MAX_TOP = 100;

export function recommendWith(
  core: EngineCore,
  raw: RecommendInput,
  readMoment: ReturnType<typeof momentReadings> = momentReadings(core),
): Recommendation[] {
  const input = validateInput(raw);
  const top = Math.min(MAX_TOP, input.top ?? 10);
  const { index } = core;
  const moment = readMoment(input.context, input.hour, input.weekday, input.year);
  const { understanding, affinity, families } = moment;
  const fit = (label: string) => core.moments.relevance(label, understanding, input.hour, families);
  const records = readListener(index, input.profile);
  const personal = planPersonal({
    index,
    records,
    wantNew: input.wantNew,
    hour: input.hour,
    tagFit: fit,
    artistAlbums: (artist) =>
      core.artistAlbums.subarray(core.artistAlbumStart[artist], core.artistAlbumStart[artist + 1]),
  });
  const guarded = isFamilyMoment(understanding)
    ? guardFamily(personal, { albums: core.adultAlbums, mask: core.adultMask })
    : personal;
  const plan = avoidLastArtist(
    core,
    ruleOut(guarded, moment.ruledOut, index.count, top),
    input.profile?.recommended?.at(-1),
  );
  const community = communityBonuses(index, input.community, fit);
  const ranked = rankAlbums(core, {
    contextFit: moment.contextFit,
    byFit: moment.byFit,
    contextVector: moment.contextVector,
    plan,
    community,
    eras: understanding.eras,
    // Different moments vary their close calls differently: no one album wins every near-tie.
    seed: (input.seed ?? 0) ^ momentSeed(input.context),
    pool: Math.max(top * 4, 20),
  });
  const timeLabel = understanding.targets.find((t) => t.source.field === 'time')?.source.words;
  const read = momentFacts(core, understanding, input.context, moment.askWords);
  const isNew = input.wantNew === 'yeah' ? noveltyCheck(index, input.profile) : undefined;
  return pickDiverse(
    ranked,
    top,
    (album) => index.artistIds[index.artistStart[album] as number] ?? -1,
  ).map((result) => {
    const album = index.albums[result.album] as (typeof index.albums)[number];
    const reason = plan.reasonFor(result.album);
    const close = closestEvidence(core, plan, result.album);
    const reasonArtist =
      reason?.kind === 'artist'
        ? (records.artistNames.get(reason.artist) ??
          artistNames(album).find(
            (name) => index.artistIdByKey.get(artistKey(name)) === reason.artist,
          ))
        : undefined;
    const leading =
      unmetAskSentence(moment.asks, moment.askFit, result.album) ??
      artistAskSentence(core, moment.asks, result.album) ??
      eraOrHitsSentence(moment.asks, album);
    const text = explain({
      album,
      parts: result.parts,
      terms: matchedTerms(core, affinity, result.album, moment.termSources),
      context: input.context,
      readText: understanding.readText,
      timeLabel,
      eras: understanding.eras,
      reason,
      reasonArtist,
      evidence: close
        ? { evidence: close, album: index.albums[close.album] as typeof album }
        : undefined,
      community: community.get(result.album),
      wantNew: input.wantNew,
      familiarFallback: plan.familiarFallback,
      knowsListener: records.facts.size > 0 || records.recommended.length > 0,
      newToListener: isNew?.(album),
      moment: read,
      seed: input.seed ?? 0,
      quotedBefore: leading?.match(/“([^”]*)”/u)?.[1]?.toLowerCase(),
    });
    const asked =
      leading ??
      genreAskSentence(moment.asks, album, `${text.explanation} ${text.shortExplanation}`);
    // The ask's sentence names the album already: no "Here is …" after it.
    const rest = asked ? text.explanation.replace(/^Here is [^.]*\. /u, '') : text.explanation;
    const explanation = asked ? `${asked} ${rest}` : text.explanation;
    return { album, score: result.score, parts: result.parts, ...text, explanation };
  });
}
