/**
 * Administrative division codes (GB/T 2260) the dashboards name: provinces by their first 2
 * digits, and the Greater Bay Area's cities by their first 4 (81 Hong Kong, 82 Macao, the codes
 * their residence-permit identity numbers begin with). Names as the map data (china-geojson) writes them.
 */
export const PROVINCES: Record<string, string> = {
  '11': '北京', '12': '天津', '13': '河北', '14': '山西', '15': '内蒙古', '21': '辽宁', '22': '吉林', '23': '黑龙江',
  '31': '上海', '32': '江苏', '33': '浙江', '34': '安徽', '35': '福建', '36': '江西', '37': '山东', '41': '河南',
  '42': '湖北', '43': '湖南', '44': '广东', '45': '广西', '46': '海南', '50': '重庆', '51': '四川', '52': '贵州',
  '53': '云南', '54': '西藏', '61': '陕西', '62': '甘肃', '63': '青海', '64': '宁夏', '65': '新疆', '71': '台湾',
  '81': '香港', '82': '澳门',
};

/** The Greater Bay Area: 9 Guangdong cities plus Hong Kong and Macao. */
export const GBA_CITIES: Record<string, string> = {
  '4401': '广州市', '4403': '深圳市', '4404': '珠海市', '4406': '佛山市', '4413': '惠州市', '4419': '东莞市',
  '4420': '中山市', '4407': '江门市', '4412': '肇庆市', '8100': '香港', '8200': '澳门',
};
