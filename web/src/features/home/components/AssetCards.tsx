import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../entities/session/ClientRecord';
import { formatNumber } from '../../../lib/format';
import { assetPath, type AssetRegister } from '../api';
import { Section } from './Section';

/**
 * The asset registers the level opens (spec §6; level 1: its motorcycles and batteries), each a
 * card with its total and how many are in each status, linked to its list.
 */
export function AssetCards({ registers }: { registers: AssetRegister[] }) {
  // The registers' and statuses' names are the assets report's (data area), one text for both.
  const { t } = useTranslation(['home', 'data']);
  const { me } = useSession();
  const registerName = (kind: string) => t(`data:columns.${kind}_total`);
  if (registers.length === 0) return null;
  return (
    <Section title={t('assets.title')} testId="home-assets">
      <Row gutter={[16, 16]}>
        {registers.map((r) => (
          <Col key={r.kind} xs={24} sm={12} lg={8}>
            <Link to={assetPath(r.kind, me.areas)} aria-label={t('assets.open', { kind: registerName(r.kind), number: formatNumber(r.total) })}>
              <Card hoverable data-testid={`assets-${r.kind}`}>
                <Statistic title={registerName(r.kind)} value={r.total} formatter={(value) => formatNumber(Number(value))} />
                <Flex vertical data-testid={`assets-${r.kind}-statuses`}>
                  {r.by_status.map((s) => (
                    <Typography.Text key={s.status} type="secondary">
                      {t('assets.in_status', { status: t(`data:codes.${s.status}`, { defaultValue: s.status }), number: formatNumber(s.count) })}
                    </Typography.Text>
                  ))}
                </Flex>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Section>
  );
}
