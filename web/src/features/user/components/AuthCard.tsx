import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The centred card of the login, register and forgotten-password pages. */
export function AuthCard({ title, children, width = 440 }: { title: ReactNode; children: ReactNode; width?: number }) {
  return (
    <div className="auth-page">
      <Card className="auth-card" style={{ width, maxWidth: '100%' }}>
        <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0, marginBottom: 24 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </div>
  );
}
