import { NumberInput } from 'react-admin';
import { fieldLabel, rulesOf } from './rules';
import { TextInput } from '../../../inputs/TextInput';

const WIDE = { width: 480 };

/** How guests reach the restaurant, its WiFi, and the tables its QR codes are made for. */
export default function ContactFields() {
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
    </>
  );
}
