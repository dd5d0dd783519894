import { ENGLISH_CONTRACT_PATH } from '@hgsc/contracts';

/** The English contract page of a USD order. */
export const englishContractPath = (orderId: number) => `${ENGLISH_CONTRACT_PATH}?orderId=${orderId}`;
