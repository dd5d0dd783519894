import type { MessageInstance } from 'antd/es/message/interface';
import useMessage from 'antd/es/message/useMessage';
import { useEffect } from 'react';
import { registerMessageInstance } from '../shared/toast.ts';

/** Mounts antd's message hook (lazily, see feedback.tsx) and hands it to the toasts (shared/toast.ts). */
export default function MessageHost() {
  const [api, holder] = useMessage();
  useEffect(() => {
    registerMessageInstance(api as MessageInstance);
    return () => registerMessageInstance(undefined);
  }, [api]);
  return holder;
}
