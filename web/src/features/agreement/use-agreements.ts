import { type AgreementInfo, USER_AGREEMENT_TYPES, type UserAgreementType } from '@hgsc/contracts';
import { useQueries } from '@tanstack/react-query';
import { agreementApi, agreementInfoKey } from './api.ts';

export interface CurrentAgreements {
  /** null: none published of that type; undefined: not loaded (yet). */
  texts: Record<UserAgreementType, AgreementInfo | null | undefined>;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/** The current user agreement and privacy policy (public calls), always fetched fresh on mount. */
export function useCurrentAgreements(): CurrentAgreements {
  const queries = useQueries({
    queries: USER_AGREEMENT_TYPES.map((type) => ({
      queryKey: agreementInfoKey(type),
      queryFn: () => agreementApi.info(type),
      staleTime: 0,
      refetchOnMount: 'always' as const,
    })),
  });
  const [user, privacy] = queries;
  return {
    texts: { user: user?.data, privacy: privacy?.data },
    isPending: queries.some((q) => q.isPending),
    isError: queries.some((q) => q.isError),
    refetch: () => {
      for (const query of queries) void query.refetch();
    },
  };
}

/** The versions to send when accepting what was shown (0 for a type none is published of). */
export const shownVersions = (texts: CurrentAgreements['texts']) => ({
  userAgreementVersion: texts.user?.version ?? 0,
  privacyVersion: texts.privacy?.version ?? 0,
});
