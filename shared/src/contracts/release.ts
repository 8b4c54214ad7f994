// Releases of the remotes: what GET /api/releases answers per remote (the live release, a canary, the
// earlier ones) and the bodies that register and promote one. The console's release view reads the same.
import { Type, type Static } from 'typebox';
import { IsoDateTime, Nullable, NullableText, StringEnum } from './fields';

/** The remotes a team releases on its own, by their federation names. */
export const REMOTE_NAMES = ['catalog', 'articles', 'admin', 'clients'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** 12 hexadecimal digits: a hash of the build. */
export const RELEASE_ID_PATTERN = '^[0-9a-f]{12}$';

export const ReleaseSchema = Type.Object(
  {
    id: Type.String({ pattern: RELEASE_ID_PATTERN, title: 'Версия', description: 'A hash of the build (12 hex digits)' }),
    remote: StringEnum(REMOTE_NAMES, { title: 'Част от сайта' }),
    origin: StringEnum(['dist', 'upload', 'url'] as const, {
      title: 'Източник',
      description: "'dist': the build folder at a start; 'upload': uploaded through the API; 'url': a build hosted elsewhere",
    }),
    manifestUrl: Type.String({
      title: 'Манифест',
      description: 'The browser manifest pages load it by: /remotes/<folder>/r/<id>/mf-manifest.json, or the hosted URL',
    }),
    gitCommit: NullableText(64, { title: 'Commit', description: 'The git commit it was built from, when known' }),
    shared: Type.Record(Type.String(), Type.String(), {
      title: 'Споделени модули',
      description: 'The shared modules it was built against: name → required version',
    }),
    sizeBytes: Type.Integer({ minimum: 0, title: 'Размер', description: 'Bytes of its stored files (0 for a hosted build)' }),
    createdAt: IsoDateTime({ title: 'Качена на' }),
    failures24h: Type.Integer({
      minimum: 0,
      title: 'Неуспешни зареждания',
      description: 'Browsers that reported this release failed to load, in the last 24 hours',
    }),
  },
  { additionalProperties: false },
);
export type Release = Static<typeof ReleaseSchema>;

export const LiveReleaseSchema = Type.Object({ ...ReleaseSchema.properties, promotedAt: IsoDateTime({ title: 'Текуща от' }) }, { additionalProperties: false });
export type LiveRelease = Static<typeof LiveReleaseSchema>;

export const CanaryReleaseSchema = Type.Object(
  {
    ...ReleaseSchema.properties,
    promotedAt: IsoDateTime({ title: 'Пробна от' }),
    share: Type.Integer({ minimum: 1, maximum: 99, title: 'Дял', description: 'Percent of visitors who get it' }),
  },
  { additionalProperties: false },
);
export type CanaryRelease = Static<typeof CanaryReleaseSchema>;

export const RemoteReleasesSchema = Type.Object(
  {
    remote: StringEnum(REMOTE_NAMES, { title: 'Част от сайта' }),
    /** Null while the remote is served from REMOTE_*_URL, with no release registered. */
    live: Nullable(LiveReleaseSchema, { title: 'Текуща версия' }),
    canary: Nullable(CanaryReleaseSchema, { title: 'Пробна версия' }),
    history: Type.Array(ReleaseSchema, { title: 'По-ранни версии', description: 'Every other release, newest first' }),
    previousLiveId: Nullable(Type.String({ pattern: RELEASE_ID_PATTERN }), {
      title: 'Предишна текуща версия',
      description: 'The release that was live before the live one (what `npm run rollback` makes live again); null when none was',
    }),
    manifestUrl: Type.String({ description: 'What visitors outside the canary load now (the live release, or REMOTE_*_URL)' }),
  },
  { additionalProperties: false },
);
export type RemoteReleases = Static<typeof RemoteReleasesSchema>;

const Share = Type.Integer({ minimum: 1, maximum: 100, title: 'Дял', description: 'Percent of visitors: 100 (the default) makes it live, less a canary' });

/** Body of POST /api/releases/{remote} for a build hosted elsewhere. */
export const HostedReleaseInputSchema = Type.Object(
  {
    manifestUrl: Type.String({
      minLength: 1,
      maxLength: 2000,
      pattern: '^https?://',
      title: 'Манифест',
      description: "Absolute URL of the build's mf-manifest.json; its server container is at server/remoteEntry.js beside it",
    }),
    promote: Type.Optional(Type.Boolean({ description: 'false: register it without making it live (default true)' })),
    share: Type.Optional(Share),
    gitCommit: Type.Optional(Type.String({ maxLength: 64, pattern: '^[0-9a-f]{4,64}$', title: 'Commit' })),
  },
  { additionalProperties: false },
);
export type HostedReleaseInput = Static<typeof HostedReleaseInputSchema>;

/** Body of POST /api/releases/{remote}/{id}/promote. */
export const PromoteReleaseInputSchema = Type.Object({ share: Type.Optional(Share) }, { additionalProperties: false });
export type PromoteReleaseInput = Static<typeof PromoteReleaseInputSchema>;

/** What a refused release answers in `data`: the reasons, one a line. */
export const ReleaseRefusalSchema = Type.Object(
  { reasons: Type.Array(Type.String(), { title: 'Причини' }), id: Type.Optional(Type.String({ pattern: RELEASE_ID_PATTERN })) },
  { additionalProperties: false },
);
export type ReleaseRefusal = Static<typeof ReleaseRefusalSchema>;

/** Body of POST /api/federation/failures: a remote that a page could not load. */
export const FederationFailureInputSchema = Type.Object(
  {
    remote: StringEnum(REMOTE_NAMES),
    manifestUrl: Type.String({ maxLength: 2000, description: 'The manifest URL the page named for it' }),
  },
  { additionalProperties: false },
);
export type FederationFailureInput = Static<typeof FederationFailureInputSchema>;
