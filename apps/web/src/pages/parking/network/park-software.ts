/** One park of a customer with the software it runs (GET parking/customer/software/list). */
export interface ParkSoftwareRow {
  park_id: number;
  park_name: string;
  g_park_uuid: string;
  park_status: number;
  software_id: number | null;
  install_time: number | null;
  remark: string | null;
  software_name: string | null;
  vendor: string | null;
  version: string | null;
  protocol: string | null;
}
