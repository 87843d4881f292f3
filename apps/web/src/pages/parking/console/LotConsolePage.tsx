import { LotGate } from '../../../resources';
import { ConsoleView } from '../../shared/lot/console/ConsoleView';

/** 控制台 inside the lot pages (/parking/manage/*): the park comes from the group's g_park_uuid. */
export default function LotConsolePage() {
  return <LotGate>{(park) => <ConsoleView park={park} />}</LotGate>;
}
