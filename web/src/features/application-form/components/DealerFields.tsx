import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Col, Form, Input, Row, Select, Typography, type FormRule } from 'antd';
import { AimOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../components/NumberInputs';
import type { Named } from '../../../entities/loan-application/types';
import { useDealers, type DealerLookup } from '../../../entities/reference/api';
import { useClientRecord } from '../../../entities/session/ClientRecord';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { formatTypedNumber } from '../../../lib/localeNumber';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import type { FieldPath } from '../../../lib/zodRule';
import { RegionFields } from './RegionFields';
import { findNearestDealers, type FallbackReason, type Place } from './nearestDealers';

/** Where the lookup inputs live in the form; they are not sent to the server. */
export const DEALER_LOOKUP = 'dealer_lookup';

interface LookupValues {
  /** The street address to geocode (maps on only). */
  address?: string;
  lat?: number | null;
  lng?: number | null;
  province_code?: string;
  city_code?: string;
}

/** How long the lookup inputs (typed coordinates) must rest before dealers are looked up. */
const SETTLE_MS = 300;

/** The dealer lookup of the current lookup inputs: coordinates first, then the city. */
export function dealerLookup(values: LookupValues | undefined): DealerLookup | null {
  const { lat, lng, city_code } = values ?? {};
  if (typeof lat === 'number' && typeof lng === 'number') return { lat, lng };
  if (city_code) return { city_code };
  return null;
}

const NO_RULES = () => [] as FormRule[];

interface Props {
  rules: (path: string | FieldPath, required?: boolean) => FormRule[];
  /** The dealer stored on the application (shown even before a lookup). */
  current?: Named | null;
  /** The stored residential address: with maps on, the dealers near it are looked up at once. */
  residential?: Place | null;
  disabled?: boolean;
}

/**
 * The dealer: the nearest within 5 km of known coordinates (typed in, this device's location,
 * or, when the server has a maps service, the residential address geocoded), nearest first with
 * the distance; without coordinates, the dealers of a city.
 */
export function DealerFields({ rules, current, residential, disabled }: Props) {
  const { t } = useTranslation('applicationForm');
  const form = Form.useFormInstance();
  const mapsEnabled = useClientRecord().record.me?.maps_enabled === true;
  const [finding, setFinding] = useState(false);
  const [fallback, setFallback] = useState<FallbackReason | null>(null);
  const lookupValues = Form.useWatch(DEALER_LOOKUP, form) as LookupValues | undefined;
  const lookup = useDebouncedValue(dealerLookup(lookupValues), SETTLE_MS);
  const dealers = useDealers(lookup);

  const chosen = Form.useWatch('dealer_id', form) as string | undefined;
  // Every dealer name seen (the stored dealer and each lookup's), so a choice stays readable.
  const [names, setNames] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string | null>(null);

  const byPoint = !!lookup && 'lat' in lookup;
  const found = dealers.data ?? [];
  const unseen = [...(current ? [current] : []), ...found].filter((d) => names.get(d.id) !== d.name);
  // Adjusted while rendering, as React advises for state that follows other data.
  if (unseen.length) setNames(new Map([...names, ...unseen.map((d) => [d.id, d.name] as const)]));
  const options = found.map((d) => ({
    value: d.id,
    label: d.distance_km === null ? d.name : t('dealer.with_distance', { name: d.name, distance: formatNumber(d.distance_km) }),
  }));
  // The chosen dealer stays readable when another lookup no longer lists it.
  if (chosen && !found.some((d) => d.id === chosen) && names.has(chosen)) {
    options.unshift({ value: chosen, label: names.get(chosen) ?? chosen });
  }

  function clearDealer() {
    form.setFields([{ name: 'dealer_id', value: undefined }]);
  }

  // Another city means other dealers: the choice is made again (the lookup is only ever set by staff).
  const city = lookupValues?.city_code;
  const previousCity = useRef(city);
  useEffect(() => {
    if (previousCity.current !== city && previousCity.current !== undefined) {
      form.setFields([{ name: 'dealer_id', value: undefined }]);
    }
    previousCity.current = city;
  }, [city, form]);

  /** Geocodes `place`: its point when dealers are near it, otherwise its city (and why). */
  async function findNear(place: Place) {
    setFinding(true);
    setFallback(null);
    const found = await findNearestDealers(place);
    setFinding(false);
    const base = { address: place.address, province_code: place.province_code ?? place.city_code.split('.')[0] };
    if (found.by === 'point') {
      form.setFieldsValue({ [DEALER_LOOKUP]: { ...base, city_code: place.city_code, ...found.point } });
    } else {
      form.setFieldsValue({ [DEALER_LOOKUP]: { ...base, city_code: found.city_code, lat: null, lng: null } });
      setFallback(found.reason);
    }
  }

  // With maps on, an application whose residential address is stored starts with its nearest dealers.
  const lookedUpResidential = useRef(false);
  useEffect(() => {
    if (!mapsEnabled || !residential || lookedUpResidential.current || disabled) return;
    lookedUpResidential.current = true;
    void findNear(residential);
    // findNear only reads the form instance and setters, which are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mapsEnabled, residential, disabled]);

  const typedAddress = lookupValues?.address?.trim();
  const canFind = !!typedAddress && !!lookupValues?.city_code;

  function locateDevice() {
    setLocationError(null);
    if (!('geolocation' in navigator)) {
      setLocationError(t('dealer.location_unavailable'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const round = (n: number) => Math.round(n * 1e6) / 1e6;
        form.setFieldsValue({
          [DEALER_LOOKUP]: { lat: round(position.coords.latitude), lng: round(position.coords.longitude) },
        });
        clearDealer();
      },
      () => {
        setLocating(false);
        setLocationError(t('dealer.location_failed'));
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  let notFound: string | null = null;
  if (lookup && dealers.isSuccess && found.length === 0) notFound = byPoint ? t('dealer.none_near') : t('dealer.none_in_city');

  return (
    <>
      <Typography.Paragraph type="secondary">{t('dealer.hint')}</Typography.Paragraph>
      {mapsEnabled && (
        <Row gutter={16} align="bottom">
          <Col xs={24} md={16}>
            <Form.Item name={[DEALER_LOOKUP, 'address']} label={t('fields.dealer_address')} extra={t('dealer.address_hint')}>
              <Input autoComplete="off" disabled={disabled} maxLength={1000} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item extra={<span aria-hidden>&nbsp;</span>}>
              <Button
                icon={<EnvironmentOutlined />}
                loading={finding}
                disabled={disabled || !canFind}
                block
                onClick={() => {
                  clearDealer();
                  void findNear({ address: typedAddress ?? '', province_code: lookupValues?.province_code, city_code: lookupValues?.city_code ?? '' });
                }}
              >
                {t('dealer.find_near_address')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      )}
      {fallback && <Alert type="info" showIcon title={t(`dealer.fallback.${fallback}`)} style={{ marginBottom: 16 }} />}
      <Row gutter={16} align="bottom">
        <Col xs={24} md={8}>
          <Form.Item name={[DEALER_LOOKUP, 'lat']} label={t('fields.latitude')}>
            <NumberInput
              min={-90}
              max={90}
              step={0.0001}
              disabled={disabled}
              placeholder={formatTypedNumber(-6.1754, currentLanguage())}
              onChange={clearDealer}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[DEALER_LOOKUP, 'lng']} label={t('fields.longitude')}>
            <NumberInput
              min={-180}
              max={180}
              step={0.0001}
              disabled={disabled}
              placeholder={formatTypedNumber(106.8272, currentLanguage())}
              onChange={clearDealer}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item>
            <Button icon={<AimOutlined />} onClick={locateDevice} loading={locating} disabled={disabled} block>
              {t('dealer.use_location')}
            </Button>
          </Form.Item>
        </Col>
      </Row>
      {locationError && <Alert type="warning" showIcon title={locationError} style={{ marginBottom: 16 }} />}
      {!byPoint && (
        <>
          <Typography.Paragraph type="secondary">{t('dealer.by_city')}</Typography.Paragraph>
          <RegionFields
            base={[DEALER_LOOKUP]}
            rules={NO_RULES}
            citiesOnly
            disabled={disabled}
            labels={{ province_code: t('fields.dealer_province'), city_code: t('fields.dealer_city') }}
          />
        </>
      )}
      <Form.Item name="dealer_id" label={t('fields.dealer')} rules={rules('dealer_id', true)} extra={notFound}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={options}
          loading={dealers.isFetching}
          disabled={disabled}
          placeholder={lookup ? t('placeholders.choose') : t('dealer.choose_first')}
          notFoundContent={lookup ? notFound ?? undefined : t('dealer.choose_first')}
        />
      </Form.Item>
    </>
  );
}
