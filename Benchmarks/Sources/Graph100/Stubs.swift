// Stub types for a synthetic graph, written by synthetic_graph.py.

final class Service0Impl: Sendable { init() {} }
final class Service1Impl: Sendable { init(s0: Service0Impl) {} }
protocol Service2: AnyObject, Sendable {}
final class Service2Mock: Service2 { init() {} }
final class Service2Impl: Service2 { init(s0: Service0Impl, s1: Service1Impl) {} }
final class Service3Impl: Sendable { init(s0: Service0Impl, s1: Service1Impl, s2: any Service2) {} }
final class Service4Impl: Sendable { init(s0: Service0Impl, s1: Service1Impl, s3: Service3Impl) {} }
protocol Service5: AnyObject, Sendable {}
final class Service5Mock: Service5 { init() {} }
final class Service5Impl: Service5 { init(s0: Service0Impl, s2: any Service2, s4: Service4Impl) {} }
final class Service6Impl: Sendable { init(s1: Service1Impl, s4: Service4Impl, s5: any Service5) {} }
final class Service7Impl: Sendable { init(s0: Service0Impl, s2: any Service2, s3: Service3Impl) {} }
protocol Service8: AnyObject, Sendable {}
final class Service8Mock: Service8 { init() {} }
final class Service8Impl: Service8 { init(s1: Service1Impl, s2: any Service2, s7: Service7Impl) {} }
final class Service9Impl: Sendable { init(s0: Service0Impl, s2: any Service2, s4: Service4Impl) {} }
final class Service10Impl: Sendable { init(s0: Service0Impl, s2: any Service2, s8: any Service8) {} }
protocol Service11: AnyObject, Sendable {}
final class Service11Mock: Service11 { init() {} }
final class Service11Impl: Service11 { init(s5: any Service5, s8: any Service8, s9: Service9Impl) {} }
final class Service12Impl: Sendable { init(s1: Service1Impl, s7: Service7Impl, s9: Service9Impl) {} }
final class Service13Impl: Sendable { init(s0: Service0Impl, s1: Service1Impl, s10: Service10Impl) {} }
protocol Service14: AnyObject, Sendable {}
final class Service14Mock: Service14 { init() {} }
final class Service14Impl: Service14 { init(s6: Service6Impl, s8: any Service8, s13: Service13Impl) {} }
final class Service15Impl: Sendable { init(s0: Service0Impl, s3: Service3Impl, s11: any Service11) {} }
final class Service16Impl: Sendable { init(s2: any Service2, s6: Service6Impl, s10: Service10Impl) {} }
protocol Service17: AnyObject, Sendable {}
final class Service17Mock: Service17 { init() {} }
final class Service17Impl: Service17 { init(s5: any Service5, s8: any Service8, s16: Service16Impl) {} }
final class Service18Impl: Sendable { init(s2: any Service2, s6: Service6Impl, s12: Service12Impl) {} }
final class Service19Impl: Sendable { init(s4: Service4Impl, s13: Service13Impl, s17: any Service17) {} }
protocol Service20: AnyObject, Sendable {}
final class Service20Mock: Service20 { init() {} }
final class Service20Impl: Service20 { init(s7: Service7Impl, s13: Service13Impl, s17: any Service17) {} }
final class Service21Impl: Sendable { init(s5: any Service5, s14: any Service14, s16: Service16Impl) {} }
final class Service22Impl: Sendable { init(s5: any Service5, s14: any Service14, s18: Service18Impl) {} }
protocol Service23: AnyObject, Sendable {}
final class Service23Mock: Service23 { init() {} }
final class Service23Impl: Service23 { init(s1: Service1Impl, s16: Service16Impl, s19: Service19Impl) {} }
final class Service24Impl: Sendable { init(s3: Service3Impl, s4: Service4Impl, s16: Service16Impl) {} }
final class Service25Impl: Sendable { init(s9: Service9Impl, s11: any Service11, s16: Service16Impl) {} }
protocol Service26: AnyObject, Sendable {}
final class Service26Mock: Service26 { init() {} }
final class Service26Impl: Service26 { init(s10: Service10Impl, s15: Service15Impl, s22: Service22Impl) {} }
final class Service27Impl: Sendable { init(s12: Service12Impl, s24: Service24Impl, s25: Service25Impl) {} }
final class Service28Impl: Sendable { init(s4: Service4Impl, s13: Service13Impl, s17: any Service17) {} }
protocol Service29: AnyObject, Sendable {}
final class Service29Mock: Service29 { init() {} }
final class Service29Impl: Service29 { init(s1: Service1Impl, s9: Service9Impl, s22: Service22Impl) {} }
final class Service30Impl: Sendable { init(s8: any Service8, s18: Service18Impl, s24: Service24Impl) {} }
final class Service31Impl: Sendable { init(s0: Service0Impl, s10: Service10Impl, s24: Service24Impl) {} }
protocol Service32: AnyObject, Sendable {}
final class Service32Mock: Service32 { init() {} }
final class Service32Impl: Service32 { init(s18: Service18Impl, s20: any Service20, s21: Service21Impl) {} }
final class Service33Impl: Sendable { init(s6: Service6Impl, s22: Service22Impl, s23: any Service23) {} }
final class Service34Impl: Sendable { init(s6: Service6Impl, s12: Service12Impl, s32: any Service32) {} }
protocol Service35: AnyObject, Sendable {}
final class Service35Mock: Service35 { init() {} }
final class Service35Impl: Service35 { init(s2: any Service2, s5: any Service5, s9: Service9Impl) {} }
final class Service36Impl: Sendable { init(s11: any Service11, s27: Service27Impl, s28: Service28Impl) {} }
final class Service37Impl: Sendable { init(s5: any Service5, s7: Service7Impl, s11: any Service11) {} }
protocol Service38: AnyObject, Sendable {}
final class Service38Mock: Service38 { init() {} }
final class Service38Impl: Service38 { init(s0: Service0Impl, s1: Service1Impl, s12: Service12Impl) {} }
final class Service39Impl: Sendable { init(s3: Service3Impl, s11: any Service11, s36: Service36Impl) {} }
final class Service40Impl: Sendable { init(s7: Service7Impl, s10: Service10Impl, s25: Service25Impl) {} }
protocol Service41: AnyObject, Sendable {}
final class Service41Mock: Service41 { init() {} }
final class Service41Impl: Service41 { init(s2: any Service2, s11: any Service11, s36: Service36Impl) {} }
final class Service42Impl: Sendable { init(s4: Service4Impl, s25: Service25Impl, s30: Service30Impl) {} }
final class Service43Impl: Sendable { init(s5: any Service5, s8: any Service8, s30: Service30Impl) {} }
protocol Service44: AnyObject, Sendable {}
final class Service44Mock: Service44 { init() {} }
final class Service44Impl: Service44 { init(s0: Service0Impl, s7: Service7Impl, s19: Service19Impl) {} }
final class Service45Impl: Sendable { init(s9: Service9Impl, s15: Service15Impl, s37: Service37Impl) {} }
final class Service46Impl: Sendable { init(s6: Service6Impl, s8: any Service8, s30: Service30Impl) {} }
protocol Service47: AnyObject, Sendable {}
final class Service47Mock: Service47 { init() {} }
final class Service47Impl: Service47 { init(s23: any Service23, s38: any Service38, s41: any Service41) {} }
final class Service48Impl: Sendable { init(s7: Service7Impl, s41: any Service41, s42: Service42Impl) {} }
final class Service49Impl: Sendable { init(s16: Service16Impl, s34: Service34Impl, s42: Service42Impl) {} }
protocol Service50: AnyObject, Sendable {}
final class Service50Mock: Service50 { init() {} }
final class Service50Impl: Service50 { init(s6: Service6Impl, s23: any Service23, s25: Service25Impl) {} }
final class Service51Impl: Sendable { init(s24: Service24Impl, s33: Service33Impl, s45: Service45Impl) {} }
final class Service52Impl: Sendable { init(s0: Service0Impl, s7: Service7Impl, s23: any Service23) {} }
protocol Service53: AnyObject, Sendable {}
final class Service53Mock: Service53 { init() {} }
final class Service53Impl: Service53 { init(s32: any Service32, s44: any Service44, s50: any Service50) {} }
final class Service54Impl: Sendable { init(s19: Service19Impl, s35: any Service35, s44: any Service44) {} }
final class Service55Impl: Sendable { init(s38: any Service38, s40: Service40Impl, s53: any Service53) {} }
protocol Service56: AnyObject, Sendable {}
final class Service56Mock: Service56 { init() {} }
final class Service56Impl: Service56 { init(s18: Service18Impl, s32: any Service32, s35: any Service35) {} }
final class Service57Impl: Sendable { init(s24: Service24Impl, s28: Service28Impl, s39: Service39Impl) {} }
final class Service58Impl: Sendable { init(s0: Service0Impl, s48: Service48Impl, s50: any Service50) {} }
protocol Service59: AnyObject, Sendable {}
final class Service59Mock: Service59 { init() {} }
final class Service59Impl: Service59 { init(s18: Service18Impl, s27: Service27Impl, s33: Service33Impl) {} }
final class Service60Impl: Sendable { init(s9: Service9Impl, s55: Service55Impl, s56: any Service56) {} }
final class Service61Impl: Sendable { init(s9: Service9Impl, s17: any Service17, s28: Service28Impl) {} }
protocol Service62: AnyObject, Sendable {}
final class Service62Mock: Service62 { init() {} }
final class Service62Impl: Service62 { init(s27: Service27Impl, s28: Service28Impl, s37: Service37Impl) {} }
final class Service63Impl: Sendable { init(s0: Service0Impl, s2: any Service2, s60: Service60Impl) {} }
final class Service64Impl: Sendable { init(s7: Service7Impl, s44: any Service44, s55: Service55Impl) {} }
protocol Service65: AnyObject, Sendable {}
final class Service65Mock: Service65 { init() {} }
final class Service65Impl: Service65 { init(s7: Service7Impl, s18: Service18Impl, s58: Service58Impl) {} }
final class Service66Impl: Sendable { init(s48: Service48Impl, s59: any Service59, s64: Service64Impl) {} }
final class Service67Impl: Sendable { init(s0: Service0Impl, s32: any Service32, s54: Service54Impl) {} }
protocol Service68: AnyObject, Sendable {}
final class Service68Mock: Service68 { init() {} }
final class Service68Impl: Service68 { init(s0: Service0Impl, s58: Service58Impl, s63: Service63Impl) {} }
final class Service69Impl: Sendable { init(s9: Service9Impl, s20: any Service20, s64: Service64Impl) {} }
final class Service70Impl: Sendable { init(s4: Service4Impl, s21: Service21Impl, s68: any Service68) {} }
protocol Service71: AnyObject, Sendable {}
final class Service71Mock: Service71 { init() {} }
final class Service71Impl: Service71 { init(s24: Service24Impl, s50: any Service50, s65: any Service65) {} }
final class Service72Impl: Sendable { init(s7: Service7Impl, s15: Service15Impl, s22: Service22Impl) {} }
final class Service73Impl: Sendable { init(s9: Service9Impl, s15: Service15Impl, s52: Service52Impl) {} }
protocol Service74: AnyObject, Sendable {}
final class Service74Mock: Service74 { init() {} }
final class Service74Impl: Service74 { init(s17: any Service17, s50: any Service50, s60: Service60Impl) {} }
final class Service75Impl: Sendable { init(s1: Service1Impl, s9: Service9Impl, s67: Service67Impl) {} }
final class Service76Impl: Sendable { init(s1: Service1Impl, s54: Service54Impl, s68: any Service68) {} }
protocol Service77: AnyObject, Sendable {}
final class Service77Mock: Service77 { init() {} }
final class Service77Impl: Service77 { init(s26: any Service26, s50: any Service50, s53: any Service53) {} }
final class Service78Impl: Sendable { init(s8: any Service8, s15: Service15Impl, s61: Service61Impl) {} }
final class Service79Impl: Sendable { init(s67: Service67Impl, s68: any Service68, s74: any Service74) {} }
protocol Service80: AnyObject, Sendable {}
final class Service80Mock: Service80 { init() {} }
final class Service80Impl: Service80 { init(s36: Service36Impl, s63: Service63Impl, s77: any Service77) {} }
final class Service81Impl: Sendable { init(s33: Service33Impl, s37: Service37Impl, s75: Service75Impl) {} }
final class Service82Impl: Sendable { init(s0: Service0Impl, s58: Service58Impl, s80: any Service80) {} }
protocol Service83: AnyObject, Sendable {}
final class Service83Mock: Service83 { init() {} }
final class Service83Impl: Service83 { init(s31: Service31Impl, s49: Service49Impl, s77: any Service77) {} }
final class Service84Impl: Sendable { init(s59: any Service59, s71: any Service71, s78: Service78Impl) {} }
final class Service85Impl: Sendable { init(s26: any Service26, s50: any Service50, s58: Service58Impl) {} }
protocol Service86: AnyObject, Sendable {}
final class Service86Mock: Service86 { init() {} }
final class Service86Impl: Service86 { init(s1: Service1Impl, s6: Service6Impl, s80: any Service80) {} }
final class Service87Impl: Sendable { init(s8: any Service8, s11: any Service11, s77: any Service77) {} }
final class Service88Impl: Sendable { init(s19: Service19Impl, s61: Service61Impl, s85: Service85Impl) {} }
protocol Service89: AnyObject, Sendable {}
final class Service89Mock: Service89 { init() {} }
final class Service89Impl: Service89 { init(s6: Service6Impl, s61: Service61Impl, s78: Service78Impl) {} }
final class Service90Impl: Sendable { init(s41: any Service41, s42: Service42Impl, s65: any Service65) {} }
final class Service91Impl: Sendable { init(s23: any Service23, s63: Service63Impl, s68: any Service68) {} }
protocol Service92: AnyObject, Sendable {}
final class Service92Mock: Service92 { init() {} }
final class Service92Impl: Service92 { init(s42: Service42Impl, s49: Service49Impl, s89: any Service89) {} }
final class Service93Impl: Sendable { init(s4: Service4Impl, s74: any Service74, s90: Service90Impl) {} }
final class Service94Impl: Sendable { init(s44: any Service44, s59: any Service59, s91: Service91Impl) {} }
protocol Service95: AnyObject, Sendable {}
final class Service95Mock: Service95 { init() {} }
final class Service95Impl: Service95 { init(s3: Service3Impl, s31: Service31Impl, s47: any Service47) {} }
final class Service96Impl: Sendable { init(s6: Service6Impl, s16: Service16Impl, s79: Service79Impl) {} }
final class Service97Impl: Sendable { init(s10: Service10Impl, s13: Service13Impl, s80: any Service80) {} }
protocol Service98: AnyObject, Sendable {}
final class Service98Mock: Service98 { init() {} }
final class Service98Impl: Service98 { init(s1: Service1Impl, s19: Service19Impl, s53: any Service53) {} }
final class Service99Impl: Sendable { init(s6: Service6Impl, s32: any Service32, s59: any Service59) {} }
