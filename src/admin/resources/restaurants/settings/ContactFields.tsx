import { NumberInput, useTranslate } from 'react-admin';
import { fieldLabel, rulesOf } from './rules';
import { TextInput } from '../../../inputs/TextInput';
import { SwitchInput } from '../../../lists/bulkEdit/SwitchInput';

const WIDE = { width: 480 };

/** How guests reach the restaurant, its WiFi, the tables its QR codes are made for and whether staff confirm them. */
export default function ContactFields() {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="whatsapp" label={fieldLabel('whatsapp')} validate={rulesOf('whatsapp')} type="tel" sx={WIDE} />
      <TextInput source="wifiName" label={fieldLabel('wifiName')} validate={rulesOf('wifiName')} sx={WIDE} />
      <TextInput
        source="wifiPassword"
        label={fieldLabel('wifiPassword')}
        validate={rulesOf('wifiPassword')}
        sx={WIDE}
      />
      <TextInput
        source="reservationUrl"
        label={fieldLabel('reservationUrl')}
        validate={rulesOf('reservationUrl')}
        type="url"
        sx={WIDE}
      />
      <TextInput source="qrName" label={fieldLabel('qrName')} validate={rulesOf('qrName')} sx={WIDE} />
      <NumberInput
        source="tableCount"
        label={fieldLabel('tableCount')}
        validate={rulesOf('tableCount')}
        min={0}
        step={1}
        sx={WIDE}
      />
      <SwitchInput
        source="confirmTableOrders"
        label={translate(fieldLabel('confirmTableOrders'))}
        helperText="resources.restaurants.hints.confirmTableOrders"
      />
    </>
  );
}
