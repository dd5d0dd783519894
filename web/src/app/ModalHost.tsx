import type { HookAPI } from 'antd/es/modal/useModal';
import useModal from 'antd/es/modal/useModal';
import { useEffect } from 'react';

/** Mounts antd's modal hook (lazily, see feedback.tsx) and hands its API over. */
export default function ModalHost({ onReady }: { onReady: (api: HookAPI) => void }) {
  const [api, holder] = useModal();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
