import { describe, expect, it } from 'vitest';
import { createAlbumStore } from '../catalog/album-store.ts';
import { fixtureCatalog } from '../test-support/fixture-catalog.ts';
import { buildPersonas } from './build-personas.ts';
import { must } from '../lang/must.ts';

const anchor = Date.parse('2026-06-01T12:00:00Z');
const store = createAlbumStore(fixtureCatalog());
const personas = buildPersonas(store, anchor);
const byKey = (key: string) =>
  must(
    personas.find((persona) => persona.definition.key === key),
    key,
  );

describe('demo listeners', () => {
  it('has at least four distinct listeners, one of them with exactly 2,000 saved albums', () => {
    expect(personas.length).toBeGreaterThanOrEqual(4);
    expect(new Set(personas.map((persona) => persona.userId)).size).toBe(personas.length);
    expect(byKey('crate-digger').savedAlbums).toHaveLength(2000);
    expect(byKey('first-steps').savedAlbums.length).toBeLessThanOrEqual(5);
  });

  it('is generated identically on every start from the same catalog', () => {
    const again = buildPersonas(createAlbumStore(fixtureCatalog()), anchor);
    expect(again).toEqual(personas);
  });

  it('gives each listener a library that matches their taste', () => {
    const share = (key: string, pattern: RegExp) => {
      const saved = byKey(key).savedAlbums;
      const matching = saved.filter((entry) =>
        store.requireAlbum(entry.albumId).genres.some((genre) => pattern.test(genre)),
      );
      return matching.length / saved.length;
    };
    expect(share('night-owl', /ambient|techno|idm|downtempo|house|trip hop/i)).toBeGreaterThan(0.9);
    expect(share('slow-cooker', /jazz|soul|funk|bossa/i)).toBeGreaterThan(0.9);
    expect(share('trail-runner', /indie|punk|shoegaze|garage|alternative/i)).toBeGreaterThan(0.9);
  });

  it('keeps history newest first, in the past, and mostly in the listener’s usual hours', () => {
    for (const persona of personas) {
      const times = persona.plays.map((play) => play.playedAt);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(times.every((time) => time < anchor)).toBe(true);
      const saved = persona.savedAlbums.map((entry) => entry.addedAt);
      expect([...saved].sort((a, b) => b - a)).toEqual(saved);
    }
    const owl = byKey('night-owl').plays;
    expect(owl).toHaveLength(50);
    const lateNight = owl.filter((play) => {
      const hour = new Date(play.playedAt).getUTCHours();
      return hour >= 21 || hour <= 4;
    });
    expect(lateNight.length / owl.length).toBeGreaterThan(0.8);
  });

  it('derives top artists from what each listener saves and plays', () => {
    const owl = byKey('night-owl');
    const ownedArtists = new Set(
      owl.savedAlbums.flatMap((entry) =>
        store.requireAlbum(entry.albumId).artists.map((a) => a.id),
      ),
    );
    expect(owl.topArtists.long_term.length).toBeGreaterThan(10);
    expect(
      owl.topArtists.long_term.every(
        (id) =>
          ownedArtists.has(id) ||
          owl.plays.some((p) => store.requireAlbum(p.albumId).artists.some((a) => a.id === id)),
      ),
    ).toBe(true);
    expect(owl.topArtists.short_term.length).toBeGreaterThan(0);
  });
});
