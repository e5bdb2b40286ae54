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
final class Service100Impl: Sendable { init(s78: Service78Impl, s79: Service79Impl, s84: Service84Impl) {} }
protocol Service101: AnyObject, Sendable {}
final class Service101Mock: Service101 { init() {} }
final class Service101Impl: Service101 { init(s27: Service27Impl, s42: Service42Impl, s97: Service97Impl) {} }
final class Service102Impl: Sendable { init(s61: Service61Impl, s91: Service91Impl, s101: any Service101) {} }
final class Service103Impl: Sendable { init(s13: Service13Impl, s21: Service21Impl, s62: any Service62) {} }
protocol Service104: AnyObject, Sendable {}
final class Service104Mock: Service104 { init() {} }
final class Service104Impl: Service104 { init(s63: Service63Impl, s70: Service70Impl, s86: any Service86) {} }
final class Service105Impl: Sendable { init(s2: any Service2, s52: Service52Impl, s84: Service84Impl) {} }
final class Service106Impl: Sendable { init(s36: Service36Impl, s45: Service45Impl, s59: any Service59) {} }
protocol Service107: AnyObject, Sendable {}
final class Service107Mock: Service107 { init() {} }
final class Service107Impl: Service107 { init(s43: Service43Impl, s99: Service99Impl, s103: Service103Impl) {} }
final class Service108Impl: Sendable { init(s5: any Service5, s69: Service69Impl, s93: Service93Impl) {} }
final class Service109Impl: Sendable { init(s46: Service46Impl, s81: Service81Impl, s98: any Service98) {} }
protocol Service110: AnyObject, Sendable {}
final class Service110Mock: Service110 { init() {} }
final class Service110Impl: Service110 { init(s28: Service28Impl, s83: any Service83, s101: any Service101) {} }
final class Service111Impl: Sendable { init(s14: any Service14, s16: Service16Impl, s36: Service36Impl) {} }
final class Service112Impl: Sendable { init(s19: Service19Impl, s46: Service46Impl, s62: any Service62) {} }
protocol Service113: AnyObject, Sendable {}
final class Service113Mock: Service113 { init() {} }
final class Service113Impl: Service113 { init(s15: Service15Impl, s78: Service78Impl, s85: Service85Impl) {} }
final class Service114Impl: Sendable { init(s6: Service6Impl, s41: any Service41, s92: any Service92) {} }
final class Service115Impl: Sendable { init(s32: any Service32, s41: any Service41, s87: Service87Impl) {} }
protocol Service116: AnyObject, Sendable {}
final class Service116Mock: Service116 { init() {} }
final class Service116Impl: Service116 { init(s7: Service7Impl, s16: Service16Impl, s74: any Service74) {} }
final class Service117Impl: Sendable { init(s0: Service0Impl, s63: Service63Impl, s111: Service111Impl) {} }
final class Service118Impl: Sendable { init(s24: Service24Impl, s66: Service66Impl, s86: any Service86) {} }
protocol Service119: AnyObject, Sendable {}
final class Service119Mock: Service119 { init() {} }
final class Service119Impl: Service119 { init(s63: Service63Impl, s89: any Service89, s96: Service96Impl) {} }
final class Service120Impl: Sendable { init(s3: Service3Impl, s38: any Service38, s64: Service64Impl) {} }
final class Service121Impl: Sendable { init(s66: Service66Impl, s93: Service93Impl, s108: Service108Impl) {} }
protocol Service122: AnyObject, Sendable {}
final class Service122Mock: Service122 { init() {} }
final class Service122Impl: Service122 { init(s12: Service12Impl, s35: any Service35, s87: Service87Impl) {} }
final class Service123Impl: Sendable { init(s68: any Service68, s69: Service69Impl, s95: any Service95) {} }
final class Service124Impl: Sendable { init(s15: Service15Impl, s32: any Service32, s77: any Service77) {} }
protocol Service125: AnyObject, Sendable {}
final class Service125Mock: Service125 { init() {} }
final class Service125Impl: Service125 { init(s39: Service39Impl, s75: Service75Impl, s106: Service106Impl) {} }
final class Service126Impl: Sendable { init(s7: Service7Impl, s64: Service64Impl, s80: any Service80) {} }
final class Service127Impl: Sendable { init(s96: Service96Impl, s106: Service106Impl, s107: any Service107) {} }
protocol Service128: AnyObject, Sendable {}
final class Service128Mock: Service128 { init() {} }
final class Service128Impl: Service128 { init(s21: Service21Impl, s51: Service51Impl, s97: Service97Impl) {} }
final class Service129Impl: Sendable { init(s74: any Service74, s87: Service87Impl, s110: any Service110) {} }
final class Service130Impl: Sendable { init(s73: Service73Impl, s80: any Service80, s124: Service124Impl) {} }
protocol Service131: AnyObject, Sendable {}
final class Service131Mock: Service131 { init() {} }
final class Service131Impl: Service131 { init(s30: Service30Impl, s88: Service88Impl, s95: any Service95) {} }
final class Service132Impl: Sendable { init(s24: Service24Impl, s53: any Service53, s106: Service106Impl) {} }
final class Service133Impl: Sendable { init(s2: any Service2, s23: any Service23, s89: any Service89) {} }
protocol Service134: AnyObject, Sendable {}
final class Service134Mock: Service134 { init() {} }
final class Service134Impl: Service134 { init(s21: Service21Impl, s43: Service43Impl, s63: Service63Impl) {} }
final class Service135Impl: Sendable { init(s69: Service69Impl, s104: any Service104, s122: any Service122) {} }
final class Service136Impl: Sendable { init(s1: Service1Impl, s83: any Service83, s85: Service85Impl) {} }
protocol Service137: AnyObject, Sendable {}
final class Service137Mock: Service137 { init() {} }
final class Service137Impl: Service137 { init(s52: Service52Impl, s87: Service87Impl, s113: any Service113) {} }
final class Service138Impl: Sendable { init(s62: any Service62, s82: Service82Impl, s117: Service117Impl) {} }
final class Service139Impl: Sendable { init(s55: Service55Impl, s69: Service69Impl, s128: any Service128) {} }
protocol Service140: AnyObject, Sendable {}
final class Service140Mock: Service140 { init() {} }
final class Service140Impl: Service140 { init(s8: any Service8, s22: Service22Impl, s42: Service42Impl) {} }
final class Service141Impl: Sendable { init(s1: Service1Impl, s41: any Service41, s139: Service139Impl) {} }
final class Service142Impl: Sendable { init(s55: Service55Impl, s90: Service90Impl, s102: Service102Impl) {} }
protocol Service143: AnyObject, Sendable {}
final class Service143Mock: Service143 { init() {} }
final class Service143Impl: Service143 { init(s0: Service0Impl, s100: Service100Impl, s125: any Service125) {} }
final class Service144Impl: Sendable { init(s28: Service28Impl, s40: Service40Impl, s120: Service120Impl) {} }
final class Service145Impl: Sendable { init(s8: any Service8, s65: any Service65, s135: Service135Impl) {} }
protocol Service146: AnyObject, Sendable {}
final class Service146Mock: Service146 { init() {} }
final class Service146Impl: Service146 { init(s1: Service1Impl, s41: any Service41, s58: Service58Impl) {} }
final class Service147Impl: Sendable { init(s23: any Service23, s47: any Service47, s127: Service127Impl) {} }
final class Service148Impl: Sendable { init(s3: Service3Impl, s124: Service124Impl, s142: Service142Impl) {} }
protocol Service149: AnyObject, Sendable {}
final class Service149Mock: Service149 { init() {} }
final class Service149Impl: Service149 { init(s6: Service6Impl, s25: Service25Impl, s111: Service111Impl) {} }
final class Service150Impl: Sendable { init(s26: any Service26, s37: Service37Impl, s67: Service67Impl) {} }
final class Service151Impl: Sendable { init(s75: Service75Impl, s140: any Service140, s146: any Service146) {} }
protocol Service152: AnyObject, Sendable {}
final class Service152Mock: Service152 { init() {} }
final class Service152Impl: Service152 { init(s18: Service18Impl, s40: Service40Impl, s55: Service55Impl) {} }
final class Service153Impl: Sendable { init(s59: any Service59, s94: Service94Impl, s104: any Service104) {} }
final class Service154Impl: Sendable { init(s15: Service15Impl, s28: Service28Impl, s66: Service66Impl) {} }
protocol Service155: AnyObject, Sendable {}
final class Service155Mock: Service155 { init() {} }
final class Service155Impl: Service155 { init(s16: Service16Impl, s17: any Service17, s69: Service69Impl) {} }
final class Service156Impl: Sendable { init(s14: any Service14, s33: Service33Impl, s42: Service42Impl) {} }
final class Service157Impl: Sendable { init(s35: any Service35, s59: any Service59, s121: Service121Impl) {} }
protocol Service158: AnyObject, Sendable {}
final class Service158Mock: Service158 { init() {} }
final class Service158Impl: Service158 { init(s41: any Service41, s77: any Service77, s131: any Service131) {} }
final class Service159Impl: Sendable { init(s22: Service22Impl, s75: Service75Impl, s121: Service121Impl) {} }
final class Service160Impl: Sendable { init(s5: any Service5, s14: any Service14, s87: Service87Impl) {} }
protocol Service161: AnyObject, Sendable {}
final class Service161Mock: Service161 { init() {} }
final class Service161Impl: Service161 { init(s20: any Service20, s29: any Service29, s32: any Service32) {} }
final class Service162Impl: Sendable { init(s63: Service63Impl, s70: Service70Impl, s116: any Service116) {} }
final class Service163Impl: Sendable { init(s54: Service54Impl, s103: Service103Impl, s113: any Service113) {} }
protocol Service164: AnyObject, Sendable {}
final class Service164Mock: Service164 { init() {} }
final class Service164Impl: Service164 { init(s121: Service121Impl, s142: Service142Impl, s160: Service160Impl) {} }
final class Service165Impl: Sendable { init(s0: Service0Impl, s51: Service51Impl, s158: any Service158) {} }
final class Service166Impl: Sendable { init(s7: Service7Impl, s35: any Service35, s119: any Service119) {} }
protocol Service167: AnyObject, Sendable {}
final class Service167Mock: Service167 { init() {} }
final class Service167Impl: Service167 { init(s29: any Service29, s75: Service75Impl, s102: Service102Impl) {} }
final class Service168Impl: Sendable { init(s58: Service58Impl, s87: Service87Impl, s159: Service159Impl) {} }
final class Service169Impl: Sendable { init(s34: Service34Impl, s51: Service51Impl, s167: any Service167) {} }
protocol Service170: AnyObject, Sendable {}
final class Service170Mock: Service170 { init() {} }
final class Service170Impl: Service170 { init(s39: Service39Impl, s132: Service132Impl, s135: Service135Impl) {} }
final class Service171Impl: Sendable { init(s56: any Service56, s70: Service70Impl, s88: Service88Impl) {} }
final class Service172Impl: Sendable { init(s20: any Service20, s55: Service55Impl, s74: any Service74) {} }
protocol Service173: AnyObject, Sendable {}
final class Service173Mock: Service173 { init() {} }
final class Service173Impl: Service173 { init(s13: Service13Impl, s92: any Service92, s127: Service127Impl) {} }
final class Service174Impl: Sendable { init(s48: Service48Impl, s148: Service148Impl, s173: any Service173) {} }
final class Service175Impl: Sendable { init(s26: any Service26, s29: any Service29, s168: Service168Impl) {} }
protocol Service176: AnyObject, Sendable {}
final class Service176Mock: Service176 { init() {} }
final class Service176Impl: Service176 { init(s97: Service97Impl, s139: Service139Impl, s147: Service147Impl) {} }
final class Service177Impl: Sendable { init(s31: Service31Impl, s96: Service96Impl, s129: Service129Impl) {} }
final class Service178Impl: Sendable { init(s77: any Service77, s142: Service142Impl, s155: any Service155) {} }
protocol Service179: AnyObject, Sendable {}
final class Service179Mock: Service179 { init() {} }
final class Service179Impl: Service179 { init(s15: Service15Impl, s38: any Service38, s157: Service157Impl) {} }
final class Service180Impl: Sendable { init(s26: any Service26, s51: Service51Impl, s132: Service132Impl) {} }
final class Service181Impl: Sendable { init(s73: Service73Impl, s99: Service99Impl, s119: any Service119) {} }
protocol Service182: AnyObject, Sendable {}
final class Service182Mock: Service182 { init() {} }
final class Service182Impl: Service182 { init(s84: Service84Impl, s152: any Service152, s177: Service177Impl) {} }
final class Service183Impl: Sendable { init(s3: Service3Impl, s93: Service93Impl, s106: Service106Impl) {} }
final class Service184Impl: Sendable { init(s0: Service0Impl, s63: Service63Impl, s119: any Service119) {} }
protocol Service185: AnyObject, Sendable {}
final class Service185Mock: Service185 { init() {} }
final class Service185Impl: Service185 { init(s36: Service36Impl, s133: Service133Impl, s148: Service148Impl) {} }
final class Service186Impl: Sendable { init(s56: any Service56, s58: Service58Impl, s143: any Service143) {} }
final class Service187Impl: Sendable { init(s105: Service105Impl, s106: Service106Impl, s169: Service169Impl) {} }
protocol Service188: AnyObject, Sendable {}
final class Service188Mock: Service188 { init() {} }
final class Service188Impl: Service188 { init(s119: any Service119, s124: Service124Impl, s130: Service130Impl) {} }
final class Service189Impl: Sendable { init(s133: Service133Impl, s161: any Service161, s185: any Service185) {} }
final class Service190Impl: Sendable { init(s44: any Service44, s84: Service84Impl, s178: Service178Impl) {} }
protocol Service191: AnyObject, Sendable {}
final class Service191Mock: Service191 { init() {} }
final class Service191Impl: Service191 { init(s55: Service55Impl, s118: Service118Impl, s159: Service159Impl) {} }
final class Service192Impl: Sendable { init(s67: Service67Impl, s87: Service87Impl, s154: Service154Impl) {} }
final class Service193Impl: Sendable { init(s5: any Service5, s162: Service162Impl, s188: any Service188) {} }
protocol Service194: AnyObject, Sendable {}
final class Service194Mock: Service194 { init() {} }
final class Service194Impl: Service194 { init(s115: Service115Impl, s128: any Service128, s148: Service148Impl) {} }
final class Service195Impl: Sendable { init(s17: any Service17, s63: Service63Impl, s173: any Service173) {} }
final class Service196Impl: Sendable { init(s55: Service55Impl, s141: Service141Impl, s178: Service178Impl) {} }
protocol Service197: AnyObject, Sendable {}
final class Service197Mock: Service197 { init() {} }
final class Service197Impl: Service197 { init(s15: Service15Impl, s75: Service75Impl, s142: Service142Impl) {} }
final class Service198Impl: Sendable { init(s80: any Service80, s104: any Service104, s147: Service147Impl) {} }
final class Service199Impl: Sendable { init(s16: Service16Impl, s20: any Service20, s93: Service93Impl) {} }
protocol Service200: AnyObject, Sendable {}
final class Service200Mock: Service200 { init() {} }
final class Service200Impl: Service200 { init(s25: Service25Impl, s100: Service100Impl, s107: any Service107) {} }
final class Service201Impl: Sendable { init(s162: Service162Impl, s175: Service175Impl, s193: Service193Impl) {} }
final class Service202Impl: Sendable { init(s17: any Service17, s19: Service19Impl, s44: any Service44) {} }
protocol Service203: AnyObject, Sendable {}
final class Service203Mock: Service203 { init() {} }
final class Service203Impl: Service203 { init(s36: Service36Impl, s80: any Service80, s174: Service174Impl) {} }
final class Service204Impl: Sendable { init(s28: Service28Impl, s77: any Service77, s83: any Service83) {} }
final class Service205Impl: Sendable { init(s28: Service28Impl, s88: Service88Impl, s162: Service162Impl) {} }
protocol Service206: AnyObject, Sendable {}
final class Service206Mock: Service206 { init() {} }
final class Service206Impl: Service206 { init(s7: Service7Impl, s72: Service72Impl, s162: Service162Impl) {} }
final class Service207Impl: Sendable { init(s24: Service24Impl, s64: Service64Impl, s130: Service130Impl) {} }
final class Service208Impl: Sendable { init(s104: any Service104, s110: any Service110, s201: Service201Impl) {} }
protocol Service209: AnyObject, Sendable {}
final class Service209Mock: Service209 { init() {} }
final class Service209Impl: Service209 { init(s43: Service43Impl, s88: Service88Impl, s95: any Service95) {} }
final class Service210Impl: Sendable { init(s27: Service27Impl, s54: Service54Impl, s168: Service168Impl) {} }
final class Service211Impl: Sendable { init(s103: Service103Impl, s155: any Service155, s176: any Service176) {} }
protocol Service212: AnyObject, Sendable {}
final class Service212Mock: Service212 { init() {} }
final class Service212Impl: Service212 { init(s83: any Service83, s140: any Service140, s187: Service187Impl) {} }
final class Service213Impl: Sendable { init(s42: Service42Impl, s119: any Service119, s158: any Service158) {} }
final class Service214Impl: Sendable { init(s128: any Service128, s133: Service133Impl, s174: Service174Impl) {} }
protocol Service215: AnyObject, Sendable {}
final class Service215Mock: Service215 { init() {} }
final class Service215Impl: Service215 { init(s34: Service34Impl, s147: Service147Impl, s157: Service157Impl) {} }
final class Service216Impl: Sendable { init(s39: Service39Impl, s107: any Service107, s175: Service175Impl) {} }
final class Service217Impl: Sendable { init(s185: any Service185, s194: any Service194, s198: Service198Impl) {} }
protocol Service218: AnyObject, Sendable {}
final class Service218Mock: Service218 { init() {} }
final class Service218Impl: Service218 { init(s52: Service52Impl, s170: any Service170, s200: any Service200) {} }
final class Service219Impl: Sendable { init(s44: any Service44, s163: Service163Impl, s190: Service190Impl) {} }
final class Service220Impl: Sendable { init(s72: Service72Impl, s124: Service124Impl, s136: Service136Impl) {} }
protocol Service221: AnyObject, Sendable {}
final class Service221Mock: Service221 { init() {} }
final class Service221Impl: Service221 { init(s83: any Service83, s100: Service100Impl, s133: Service133Impl) {} }
final class Service222Impl: Sendable { init(s35: any Service35, s41: any Service41, s112: Service112Impl) {} }
final class Service223Impl: Sendable { init(s21: Service21Impl, s58: Service58Impl, s121: Service121Impl) {} }
protocol Service224: AnyObject, Sendable {}
final class Service224Mock: Service224 { init() {} }
final class Service224Impl: Service224 { init(s31: Service31Impl, s35: any Service35, s52: Service52Impl) {} }
final class Service225Impl: Sendable { init(s25: Service25Impl, s148: Service148Impl, s205: Service205Impl) {} }
final class Service226Impl: Sendable { init(s83: any Service83, s108: Service108Impl, s194: any Service194) {} }
protocol Service227: AnyObject, Sendable {}
final class Service227Mock: Service227 { init() {} }
final class Service227Impl: Service227 { init(s26: any Service26, s61: Service61Impl, s98: any Service98) {} }
final class Service228Impl: Sendable { init(s93: Service93Impl, s137: any Service137, s222: Service222Impl) {} }
final class Service229Impl: Sendable { init(s71: any Service71, s80: any Service80, s215: any Service215) {} }
protocol Service230: AnyObject, Sendable {}
final class Service230Mock: Service230 { init() {} }
final class Service230Impl: Service230 { init(s61: Service61Impl, s132: Service132Impl, s189: Service189Impl) {} }
final class Service231Impl: Sendable { init(s43: Service43Impl, s58: Service58Impl, s64: Service64Impl) {} }
final class Service232Impl: Sendable { init(s21: Service21Impl, s31: Service31Impl, s72: Service72Impl) {} }
protocol Service233: AnyObject, Sendable {}
final class Service233Mock: Service233 { init() {} }
final class Service233Impl: Service233 { init(s53: any Service53, s111: Service111Impl, s227: any Service227) {} }
final class Service234Impl: Sendable { init(s37: Service37Impl, s195: Service195Impl, s232: Service232Impl) {} }
final class Service235Impl: Sendable { init(s66: Service66Impl, s88: Service88Impl, s221: any Service221) {} }
protocol Service236: AnyObject, Sendable {}
final class Service236Mock: Service236 { init() {} }
final class Service236Impl: Service236 { init(s71: any Service71, s163: Service163Impl, s200: any Service200) {} }
final class Service237Impl: Sendable { init(s0: Service0Impl, s9: Service9Impl, s145: Service145Impl) {} }
final class Service238Impl: Sendable { init(s87: Service87Impl, s208: Service208Impl, s225: Service225Impl) {} }
protocol Service239: AnyObject, Sendable {}
final class Service239Mock: Service239 { init() {} }
final class Service239Impl: Service239 { init(s96: Service96Impl, s133: Service133Impl, s172: Service172Impl) {} }
final class Service240Impl: Sendable { init(s76: Service76Impl, s105: Service105Impl, s166: Service166Impl) {} }
final class Service241Impl: Sendable { init(s2: any Service2, s153: Service153Impl, s165: Service165Impl) {} }
protocol Service242: AnyObject, Sendable {}
final class Service242Mock: Service242 { init() {} }
final class Service242Impl: Service242 { init(s180: Service180Impl, s202: Service202Impl, s231: Service231Impl) {} }
final class Service243Impl: Sendable { init(s40: Service40Impl, s186: Service186Impl, s224: any Service224) {} }
final class Service244Impl: Sendable { init(s34: Service34Impl, s95: any Service95, s238: Service238Impl) {} }
protocol Service245: AnyObject, Sendable {}
final class Service245Mock: Service245 { init() {} }
final class Service245Impl: Service245 { init(s6: Service6Impl, s45: Service45Impl, s131: any Service131) {} }
final class Service246Impl: Sendable { init(s45: Service45Impl, s69: Service69Impl, s150: Service150Impl) {} }
final class Service247Impl: Sendable { init(s1: Service1Impl, s205: Service205Impl, s238: Service238Impl) {} }
protocol Service248: AnyObject, Sendable {}
final class Service248Mock: Service248 { init() {} }
final class Service248Impl: Service248 { init(s68: any Service68, s196: Service196Impl, s217: Service217Impl) {} }
final class Service249Impl: Sendable { init(s45: Service45Impl, s190: Service190Impl, s213: Service213Impl) {} }
final class Service250Impl: Sendable { init(s16: Service16Impl, s145: Service145Impl, s215: any Service215) {} }
protocol Service251: AnyObject, Sendable {}
final class Service251Mock: Service251 { init() {} }
final class Service251Impl: Service251 { init(s46: Service46Impl, s116: any Service116, s177: Service177Impl) {} }
final class Service252Impl: Sendable { init(s12: Service12Impl, s150: Service150Impl, s221: any Service221) {} }
final class Service253Impl: Sendable { init(s8: any Service8, s29: any Service29, s64: Service64Impl) {} }
protocol Service254: AnyObject, Sendable {}
final class Service254Mock: Service254 { init() {} }
final class Service254Impl: Service254 { init(s29: any Service29, s81: Service81Impl, s161: any Service161) {} }
final class Service255Impl: Sendable { init(s46: Service46Impl, s100: Service100Impl, s128: any Service128) {} }
final class Service256Impl: Sendable { init(s30: Service30Impl, s150: Service150Impl, s253: Service253Impl) {} }
protocol Service257: AnyObject, Sendable {}
final class Service257Mock: Service257 { init() {} }
final class Service257Impl: Service257 { init(s118: Service118Impl, s150: Service150Impl, s204: Service204Impl) {} }
final class Service258Impl: Sendable { init(s46: Service46Impl, s147: Service147Impl, s193: Service193Impl) {} }
final class Service259Impl: Sendable { init(s111: Service111Impl, s114: Service114Impl, s141: Service141Impl) {} }
protocol Service260: AnyObject, Sendable {}
final class Service260Mock: Service260 { init() {} }
final class Service260Impl: Service260 { init(s115: Service115Impl, s163: Service163Impl, s194: any Service194) {} }
final class Service261Impl: Sendable { init(s84: Service84Impl, s186: Service186Impl, s212: any Service212) {} }
final class Service262Impl: Sendable { init(s180: Service180Impl, s188: any Service188, s250: Service250Impl) {} }
protocol Service263: AnyObject, Sendable {}
final class Service263Mock: Service263 { init() {} }
final class Service263Impl: Service263 { init(s4: Service4Impl, s5: any Service5, s156: Service156Impl) {} }
final class Service264Impl: Sendable { init(s42: Service42Impl, s69: Service69Impl, s235: Service235Impl) {} }
final class Service265Impl: Sendable { init(s88: Service88Impl, s120: Service120Impl, s150: Service150Impl) {} }
protocol Service266: AnyObject, Sendable {}
final class Service266Mock: Service266 { init() {} }
final class Service266Impl: Service266 { init(s62: any Service62, s185: any Service185, s211: Service211Impl) {} }
final class Service267Impl: Sendable { init(s65: any Service65, s186: Service186Impl, s208: Service208Impl) {} }
final class Service268Impl: Sendable { init(s44: any Service44, s155: any Service155, s246: Service246Impl) {} }
protocol Service269: AnyObject, Sendable {}
final class Service269Mock: Service269 { init() {} }
final class Service269Impl: Service269 { init(s13: Service13Impl, s88: Service88Impl, s115: Service115Impl) {} }
final class Service270Impl: Sendable { init(s78: Service78Impl, s84: Service84Impl, s202: Service202Impl) {} }
final class Service271Impl: Sendable { init(s134: any Service134, s181: Service181Impl, s225: Service225Impl) {} }
protocol Service272: AnyObject, Sendable {}
final class Service272Mock: Service272 { init() {} }
final class Service272Impl: Service272 { init(s53: any Service53, s182: any Service182, s267: Service267Impl) {} }
final class Service273Impl: Sendable { init(s87: Service87Impl, s111: Service111Impl, s241: Service241Impl) {} }
final class Service274Impl: Sendable { init(s115: Service115Impl, s120: Service120Impl, s182: any Service182) {} }
protocol Service275: AnyObject, Sendable {}
final class Service275Mock: Service275 { init() {} }
final class Service275Impl: Service275 { init(s187: Service187Impl, s212: any Service212, s268: Service268Impl) {} }
final class Service276Impl: Sendable { init(s1: Service1Impl, s94: Service94Impl, s229: Service229Impl) {} }
final class Service277Impl: Sendable { init(s4: Service4Impl, s239: any Service239, s260: any Service260) {} }
protocol Service278: AnyObject, Sendable {}
final class Service278Mock: Service278 { init() {} }
final class Service278Impl: Service278 { init(s6: Service6Impl, s133: Service133Impl, s182: any Service182) {} }
final class Service279Impl: Sendable { init(s43: Service43Impl, s86: any Service86, s227: any Service227) {} }
final class Service280Impl: Sendable { init(s34: Service34Impl, s50: any Service50, s132: Service132Impl) {} }
protocol Service281: AnyObject, Sendable {}
final class Service281Mock: Service281 { init() {} }
final class Service281Impl: Service281 { init(s70: Service70Impl, s89: any Service89, s148: Service148Impl) {} }
final class Service282Impl: Sendable { init(s222: Service222Impl, s250: Service250Impl, s260: any Service260) {} }
final class Service283Impl: Sendable { init(s2: any Service2, s73: Service73Impl, s116: any Service116) {} }
protocol Service284: AnyObject, Sendable {}
final class Service284Mock: Service284 { init() {} }
final class Service284Impl: Service284 { init(s60: Service60Impl, s215: any Service215, s252: Service252Impl) {} }
final class Service285Impl: Sendable { init(s133: Service133Impl, s191: any Service191, s276: Service276Impl) {} }
final class Service286Impl: Sendable { init(s121: Service121Impl, s142: Service142Impl, s248: any Service248) {} }
protocol Service287: AnyObject, Sendable {}
final class Service287Mock: Service287 { init() {} }
final class Service287Impl: Service287 { init(s45: Service45Impl, s155: any Service155, s178: Service178Impl) {} }
final class Service288Impl: Sendable { init(s9: Service9Impl, s96: Service96Impl, s252: Service252Impl) {} }
final class Service289Impl: Sendable { init(s147: Service147Impl, s155: any Service155, s193: Service193Impl) {} }
protocol Service290: AnyObject, Sendable {}
final class Service290Mock: Service290 { init() {} }
final class Service290Impl: Service290 { init(s4: Service4Impl, s267: Service267Impl, s286: Service286Impl) {} }
final class Service291Impl: Sendable { init(s105: Service105Impl, s123: Service123Impl, s226: Service226Impl) {} }
final class Service292Impl: Sendable { init(s12: Service12Impl, s197: any Service197, s229: Service229Impl) {} }
protocol Service293: AnyObject, Sendable {}
final class Service293Mock: Service293 { init() {} }
final class Service293Impl: Service293 { init(s86: any Service86, s101: any Service101, s275: any Service275) {} }
final class Service294Impl: Sendable { init(s8: any Service8, s123: Service123Impl, s160: Service160Impl) {} }
final class Service295Impl: Sendable { init(s68: any Service68, s112: Service112Impl, s125: any Service125) {} }
protocol Service296: AnyObject, Sendable {}
final class Service296Mock: Service296 { init() {} }
final class Service296Impl: Service296 { init(s89: any Service89, s185: any Service185, s280: Service280Impl) {} }
final class Service297Impl: Sendable { init(s36: Service36Impl, s163: Service163Impl, s242: any Service242) {} }
final class Service298Impl: Sendable { init(s105: Service105Impl, s194: any Service194, s236: any Service236) {} }
protocol Service299: AnyObject, Sendable {}
final class Service299Mock: Service299 { init() {} }
final class Service299Impl: Service299 { init(s131: any Service131, s137: any Service137, s252: Service252Impl) {} }
final class Service300Impl: Sendable { init(s115: Service115Impl, s220: Service220Impl, s230: any Service230) {} }
final class Service301Impl: Sendable { init(s9: Service9Impl, s79: Service79Impl, s119: any Service119) {} }
protocol Service302: AnyObject, Sendable {}
final class Service302Mock: Service302 { init() {} }
final class Service302Impl: Service302 { init(s48: Service48Impl, s89: any Service89, s147: Service147Impl) {} }
final class Service303Impl: Sendable { init(s120: Service120Impl, s235: Service235Impl, s276: Service276Impl) {} }
final class Service304Impl: Sendable { init(s19: Service19Impl, s112: Service112Impl, s207: Service207Impl) {} }
protocol Service305: AnyObject, Sendable {}
final class Service305Mock: Service305 { init() {} }
final class Service305Impl: Service305 { init(s24: Service24Impl, s55: Service55Impl, s251: any Service251) {} }
final class Service306Impl: Sendable { init(s31: Service31Impl, s224: any Service224, s266: any Service266) {} }
final class Service307Impl: Sendable { init(s1: Service1Impl, s96: Service96Impl, s155: any Service155) {} }
protocol Service308: AnyObject, Sendable {}
final class Service308Mock: Service308 { init() {} }
final class Service308Impl: Service308 { init(s31: Service31Impl, s58: Service58Impl, s177: Service177Impl) {} }
final class Service309Impl: Sendable { init(s42: Service42Impl, s98: any Service98, s308: any Service308) {} }
final class Service310Impl: Sendable { init(s81: Service81Impl, s139: Service139Impl, s285: Service285Impl) {} }
protocol Service311: AnyObject, Sendable {}
final class Service311Mock: Service311 { init() {} }
final class Service311Impl: Service311 { init(s70: Service70Impl, s90: Service90Impl, s110: any Service110) {} }
final class Service312Impl: Sendable { init(s72: Service72Impl, s96: Service96Impl, s246: Service246Impl) {} }
final class Service313Impl: Sendable { init(s43: Service43Impl, s224: any Service224, s301: Service301Impl) {} }
protocol Service314: AnyObject, Sendable {}
final class Service314Mock: Service314 { init() {} }
final class Service314Impl: Service314 { init(s94: Service94Impl, s203: any Service203, s226: Service226Impl) {} }
final class Service315Impl: Sendable { init(s142: Service142Impl, s191: any Service191, s296: any Service296) {} }
final class Service316Impl: Sendable { init(s32: any Service32, s163: Service163Impl, s168: Service168Impl) {} }
protocol Service317: AnyObject, Sendable {}
final class Service317Mock: Service317 { init() {} }
final class Service317Impl: Service317 { init(s52: Service52Impl, s240: Service240Impl, s272: any Service272) {} }
final class Service318Impl: Sendable { init(s119: any Service119, s279: Service279Impl, s297: Service297Impl) {} }
final class Service319Impl: Sendable { init(s19: Service19Impl, s32: any Service32, s234: Service234Impl) {} }
protocol Service320: AnyObject, Sendable {}
final class Service320Mock: Service320 { init() {} }
final class Service320Impl: Service320 { init(s20: any Service20, s217: Service217Impl, s272: any Service272) {} }
final class Service321Impl: Sendable { init(s3: Service3Impl, s156: Service156Impl, s172: Service172Impl) {} }
final class Service322Impl: Sendable { init(s6: Service6Impl, s204: Service204Impl, s246: Service246Impl) {} }
protocol Service323: AnyObject, Sendable {}
final class Service323Mock: Service323 { init() {} }
final class Service323Impl: Service323 { init(s186: Service186Impl, s209: any Service209, s252: Service252Impl) {} }
final class Service324Impl: Sendable { init(s27: Service27Impl, s172: Service172Impl, s294: Service294Impl) {} }
final class Service325Impl: Sendable { init(s113: any Service113, s160: Service160Impl, s319: Service319Impl) {} }
protocol Service326: AnyObject, Sendable {}
final class Service326Mock: Service326 { init() {} }
final class Service326Impl: Service326 { init(s233: any Service233, s298: Service298Impl, s309: Service309Impl) {} }
final class Service327Impl: Sendable { init(s32: any Service32, s138: Service138Impl, s201: Service201Impl) {} }
final class Service328Impl: Sendable { init(s26: any Service26, s234: Service234Impl, s256: Service256Impl) {} }
protocol Service329: AnyObject, Sendable {}
final class Service329Mock: Service329 { init() {} }
final class Service329Impl: Service329 { init(s164: any Service164, s219: Service219Impl, s224: any Service224) {} }
final class Service330Impl: Sendable { init(s59: any Service59, s79: Service79Impl, s311: any Service311) {} }
final class Service331Impl: Sendable { init(s43: Service43Impl, s88: Service88Impl, s284: any Service284) {} }
protocol Service332: AnyObject, Sendable {}
final class Service332Mock: Service332 { init() {} }
final class Service332Impl: Service332 { init(s93: Service93Impl, s269: any Service269, s292: Service292Impl) {} }
final class Service333Impl: Sendable { init(s57: Service57Impl, s224: any Service224, s268: Service268Impl) {} }
final class Service334Impl: Sendable { init(s4: Service4Impl, s147: Service147Impl, s212: any Service212) {} }
protocol Service335: AnyObject, Sendable {}
final class Service335Mock: Service335 { init() {} }
final class Service335Impl: Service335 { init(s3: Service3Impl, s225: Service225Impl, s260: any Service260) {} }
final class Service336Impl: Sendable { init(s210: Service210Impl, s232: Service232Impl, s332: any Service332) {} }
final class Service337Impl: Sendable { init(s195: Service195Impl, s292: Service292Impl, s335: any Service335) {} }
protocol Service338: AnyObject, Sendable {}
final class Service338Mock: Service338 { init() {} }
final class Service338Impl: Service338 { init(s32: any Service32, s64: Service64Impl, s251: any Service251) {} }
final class Service339Impl: Sendable { init(s113: any Service113, s140: any Service140, s172: Service172Impl) {} }
final class Service340Impl: Sendable { init(s221: any Service221, s283: Service283Impl, s330: Service330Impl) {} }
protocol Service341: AnyObject, Sendable {}
final class Service341Mock: Service341 { init() {} }
final class Service341Impl: Service341 { init(s109: Service109Impl, s119: any Service119, s339: Service339Impl) {} }
final class Service342Impl: Sendable { init(s112: Service112Impl, s201: Service201Impl, s261: Service261Impl) {} }
final class Service343Impl: Sendable { init(s42: Service42Impl, s48: Service48Impl, s288: Service288Impl) {} }
protocol Service344: AnyObject, Sendable {}
final class Service344Mock: Service344 { init() {} }
final class Service344Impl: Service344 { init(s59: any Service59, s204: Service204Impl, s244: Service244Impl) {} }
final class Service345Impl: Sendable { init(s39: Service39Impl, s107: any Service107, s147: Service147Impl) {} }
final class Service346Impl: Sendable { init(s188: any Service188, s242: any Service242, s323: any Service323) {} }
protocol Service347: AnyObject, Sendable {}
final class Service347Mock: Service347 { init() {} }
final class Service347Impl: Service347 { init(s96: Service96Impl, s191: any Service191, s309: Service309Impl) {} }
final class Service348Impl: Sendable { init(s67: Service67Impl, s101: any Service101, s161: any Service161) {} }
final class Service349Impl: Sendable { init(s11: any Service11, s137: any Service137, s238: Service238Impl) {} }
protocol Service350: AnyObject, Sendable {}
final class Service350Mock: Service350 { init() {} }
final class Service350Impl: Service350 { init(s116: any Service116, s117: Service117Impl, s292: Service292Impl) {} }
final class Service351Impl: Sendable { init(s67: Service67Impl, s87: Service87Impl, s188: any Service188) {} }
final class Service352Impl: Sendable { init(s32: any Service32, s132: Service132Impl, s351: Service351Impl) {} }
protocol Service353: AnyObject, Sendable {}
final class Service353Mock: Service353 { init() {} }
final class Service353Impl: Service353 { init(s24: Service24Impl, s184: Service184Impl, s238: Service238Impl) {} }
final class Service354Impl: Sendable { init(s40: Service40Impl, s236: any Service236, s317: any Service317) {} }
final class Service355Impl: Sendable { init(s136: Service136Impl, s214: Service214Impl, s335: any Service335) {} }
protocol Service356: AnyObject, Sendable {}
final class Service356Mock: Service356 { init() {} }
final class Service356Impl: Service356 { init(s103: Service103Impl, s138: Service138Impl, s163: Service163Impl) {} }
final class Service357Impl: Sendable { init(s15: Service15Impl, s124: Service124Impl, s187: Service187Impl) {} }
final class Service358Impl: Sendable { init(s159: Service159Impl, s212: any Service212, s294: Service294Impl) {} }
protocol Service359: AnyObject, Sendable {}
final class Service359Mock: Service359 { init() {} }
final class Service359Impl: Service359 { init(s79: Service79Impl, s205: Service205Impl, s337: Service337Impl) {} }
final class Service360Impl: Sendable { init(s102: Service102Impl, s293: any Service293, s322: Service322Impl) {} }
final class Service361Impl: Sendable { init(s56: any Service56, s83: any Service83, s277: Service277Impl) {} }
protocol Service362: AnyObject, Sendable {}
final class Service362Mock: Service362 { init() {} }
final class Service362Impl: Service362 { init(s117: Service117Impl, s140: any Service140, s324: Service324Impl) {} }
final class Service363Impl: Sendable { init(s12: Service12Impl, s65: any Service65, s78: Service78Impl) {} }
final class Service364Impl: Sendable { init(s203: any Service203, s318: Service318Impl, s325: Service325Impl) {} }
protocol Service365: AnyObject, Sendable {}
final class Service365Mock: Service365 { init() {} }
final class Service365Impl: Service365 { init(s197: any Service197, s217: Service217Impl, s324: Service324Impl) {} }
final class Service366Impl: Sendable { init(s50: any Service50, s59: any Service59, s301: Service301Impl) {} }
final class Service367Impl: Sendable { init(s184: Service184Impl, s295: Service295Impl, s341: any Service341) {} }
protocol Service368: AnyObject, Sendable {}
final class Service368Mock: Service368 { init() {} }
final class Service368Impl: Service368 { init(s26: any Service26, s83: any Service83, s258: Service258Impl) {} }
final class Service369Impl: Sendable { init(s79: Service79Impl, s164: any Service164, s317: any Service317) {} }
final class Service370Impl: Sendable { init(s263: any Service263, s292: Service292Impl, s295: Service295Impl) {} }
protocol Service371: AnyObject, Sendable {}
final class Service371Mock: Service371 { init() {} }
final class Service371Impl: Service371 { init(s45: Service45Impl, s192: Service192Impl, s219: Service219Impl) {} }
final class Service372Impl: Sendable { init(s53: any Service53, s73: Service73Impl, s108: Service108Impl) {} }
final class Service373Impl: Sendable { init(s96: Service96Impl, s303: Service303Impl, s321: Service321Impl) {} }
protocol Service374: AnyObject, Sendable {}
final class Service374Mock: Service374 { init() {} }
final class Service374Impl: Service374 { init(s102: Service102Impl, s117: Service117Impl, s216: Service216Impl) {} }
final class Service375Impl: Sendable { init(s135: Service135Impl, s287: any Service287, s322: Service322Impl) {} }
final class Service376Impl: Sendable { init(s111: Service111Impl, s320: any Service320, s344: any Service344) {} }
protocol Service377: AnyObject, Sendable {}
final class Service377Mock: Service377 { init() {} }
final class Service377Impl: Service377 { init(s35: any Service35, s66: Service66Impl, s156: Service156Impl) {} }
final class Service378Impl: Sendable { init(s131: any Service131, s239: any Service239, s372: Service372Impl) {} }
final class Service379Impl: Sendable { init(s81: Service81Impl, s186: Service186Impl, s323: any Service323) {} }
protocol Service380: AnyObject, Sendable {}
final class Service380Mock: Service380 { init() {} }
final class Service380Impl: Service380 { init(s10: Service10Impl, s65: any Service65, s199: Service199Impl) {} }
final class Service381Impl: Sendable { init(s11: any Service11, s131: any Service131, s258: Service258Impl) {} }
final class Service382Impl: Sendable { init(s71: any Service71, s160: Service160Impl, s362: any Service362) {} }
protocol Service383: AnyObject, Sendable {}
final class Service383Mock: Service383 { init() {} }
final class Service383Impl: Service383 { init(s164: any Service164, s241: Service241Impl, s317: any Service317) {} }
final class Service384Impl: Sendable { init(s49: Service49Impl, s328: Service328Impl, s345: Service345Impl) {} }
final class Service385Impl: Sendable { init(s50: any Service50, s313: Service313Impl, s322: Service322Impl) {} }
protocol Service386: AnyObject, Sendable {}
final class Service386Mock: Service386 { init() {} }
final class Service386Impl: Service386 { init(s14: any Service14, s129: Service129Impl, s335: any Service335) {} }
final class Service387Impl: Sendable { init(s311: any Service311, s326: any Service326, s362: any Service362) {} }
final class Service388Impl: Sendable { init(s58: Service58Impl, s123: Service123Impl, s194: any Service194) {} }
protocol Service389: AnyObject, Sendable {}
final class Service389Mock: Service389 { init() {} }
final class Service389Impl: Service389 { init(s135: Service135Impl, s219: Service219Impl, s373: Service373Impl) {} }
final class Service390Impl: Sendable { init(s17: any Service17, s156: Service156Impl, s242: any Service242) {} }
final class Service391Impl: Sendable { init(s155: any Service155, s304: Service304Impl, s339: Service339Impl) {} }
protocol Service392: AnyObject, Sendable {}
final class Service392Mock: Service392 { init() {} }
final class Service392Impl: Service392 { init(s82: Service82Impl, s345: Service345Impl, s379: Service379Impl) {} }
final class Service393Impl: Sendable { init(s92: any Service92, s239: any Service239, s377: any Service377) {} }
final class Service394Impl: Sendable { init(s94: Service94Impl, s117: Service117Impl, s259: Service259Impl) {} }
protocol Service395: AnyObject, Sendable {}
final class Service395Mock: Service395 { init() {} }
final class Service395Impl: Service395 { init(s174: Service174Impl, s286: Service286Impl, s329: any Service329) {} }
final class Service396Impl: Sendable { init(s50: any Service50, s71: any Service71, s155: any Service155) {} }
final class Service397Impl: Sendable { init(s0: Service0Impl, s66: Service66Impl, s332: any Service332) {} }
protocol Service398: AnyObject, Sendable {}
final class Service398Mock: Service398 { init() {} }
final class Service398Impl: Service398 { init(s229: Service229Impl, s274: Service274Impl, s295: Service295Impl) {} }
final class Service399Impl: Sendable { init(s45: Service45Impl, s160: Service160Impl, s378: Service378Impl) {} }
final class Service400Impl: Sendable { init(s123: Service123Impl, s189: Service189Impl, s332: any Service332) {} }
protocol Service401: AnyObject, Sendable {}
final class Service401Mock: Service401 { init() {} }
final class Service401Impl: Service401 { init(s27: Service27Impl, s242: any Service242, s321: Service321Impl) {} }
final class Service402Impl: Sendable { init(s95: any Service95, s103: Service103Impl, s357: Service357Impl) {} }
final class Service403Impl: Sendable { init(s30: Service30Impl, s303: Service303Impl, s320: any Service320) {} }
protocol Service404: AnyObject, Sendable {}
final class Service404Mock: Service404 { init() {} }
final class Service404Impl: Service404 { init(s30: Service30Impl, s85: Service85Impl, s244: Service244Impl) {} }
final class Service405Impl: Sendable { init(s77: any Service77, s126: Service126Impl, s138: Service138Impl) {} }
final class Service406Impl: Sendable { init(s80: any Service80, s104: any Service104, s389: any Service389) {} }
protocol Service407: AnyObject, Sendable {}
final class Service407Mock: Service407 { init() {} }
final class Service407Impl: Service407 { init(s72: Service72Impl, s99: Service99Impl, s312: Service312Impl) {} }
final class Service408Impl: Sendable { init(s176: any Service176, s256: Service256Impl, s305: any Service305) {} }
final class Service409Impl: Sendable { init(s21: Service21Impl, s217: Service217Impl, s306: Service306Impl) {} }
protocol Service410: AnyObject, Sendable {}
final class Service410Mock: Service410 { init() {} }
final class Service410Impl: Service410 { init(s84: Service84Impl, s146: any Service146, s319: Service319Impl) {} }
final class Service411Impl: Sendable { init(s275: any Service275, s293: any Service293, s304: Service304Impl) {} }
final class Service412Impl: Sendable { init(s41: any Service41, s346: Service346Impl, s396: Service396Impl) {} }
protocol Service413: AnyObject, Sendable {}
final class Service413Mock: Service413 { init() {} }
final class Service413Impl: Service413 { init(s1: Service1Impl, s194: any Service194, s388: Service388Impl) {} }
final class Service414Impl: Sendable { init(s142: Service142Impl, s301: Service301Impl, s303: Service303Impl) {} }
final class Service415Impl: Sendable { init(s4: Service4Impl, s51: Service51Impl, s260: any Service260) {} }
protocol Service416: AnyObject, Sendable {}
final class Service416Mock: Service416 { init() {} }
final class Service416Impl: Service416 { init(s79: Service79Impl, s163: Service163Impl, s400: Service400Impl) {} }
final class Service417Impl: Sendable { init(s81: Service81Impl, s229: Service229Impl, s374: any Service374) {} }
final class Service418Impl: Sendable { init(s121: Service121Impl, s175: Service175Impl, s347: any Service347) {} }
protocol Service419: AnyObject, Sendable {}
final class Service419Mock: Service419 { init() {} }
final class Service419Impl: Service419 { init(s87: Service87Impl, s286: Service286Impl, s370: Service370Impl) {} }
final class Service420Impl: Sendable { init(s23: any Service23, s27: Service27Impl, s121: Service121Impl) {} }
final class Service421Impl: Sendable { init(s120: Service120Impl, s232: Service232Impl, s401: any Service401) {} }
protocol Service422: AnyObject, Sendable {}
final class Service422Mock: Service422 { init() {} }
final class Service422Impl: Service422 { init(s189: Service189Impl, s379: Service379Impl, s382: Service382Impl) {} }
final class Service423Impl: Sendable { init(s20: any Service20, s36: Service36Impl, s322: Service322Impl) {} }
final class Service424Impl: Sendable { init(s68: any Service68, s236: any Service236, s297: Service297Impl) {} }
protocol Service425: AnyObject, Sendable {}
final class Service425Mock: Service425 { init() {} }
final class Service425Impl: Service425 { init(s151: Service151Impl, s307: Service307Impl, s354: Service354Impl) {} }
final class Service426Impl: Sendable { init(s74: any Service74, s75: Service75Impl, s196: Service196Impl) {} }
final class Service427Impl: Sendable { init(s96: Service96Impl, s155: any Service155, s174: Service174Impl) {} }
protocol Service428: AnyObject, Sendable {}
final class Service428Mock: Service428 { init() {} }
final class Service428Impl: Service428 { init(s222: Service222Impl, s347: any Service347, s397: Service397Impl) {} }
final class Service429Impl: Sendable { init(s11: any Service11, s66: Service66Impl, s77: any Service77) {} }
final class Service430Impl: Sendable { init(s213: Service213Impl, s417: Service417Impl, s423: Service423Impl) {} }
protocol Service431: AnyObject, Sendable {}
final class Service431Mock: Service431 { init() {} }
final class Service431Impl: Service431 { init(s92: any Service92, s173: any Service173, s373: Service373Impl) {} }
final class Service432Impl: Sendable { init(s233: any Service233, s326: any Service326, s375: Service375Impl) {} }
final class Service433Impl: Sendable { init(s145: Service145Impl, s205: Service205Impl, s322: Service322Impl) {} }
protocol Service434: AnyObject, Sendable {}
final class Service434Mock: Service434 { init() {} }
final class Service434Impl: Service434 { init(s163: Service163Impl, s237: Service237Impl, s295: Service295Impl) {} }
final class Service435Impl: Sendable { init(s128: any Service128, s134: any Service134, s381: Service381Impl) {} }
final class Service436Impl: Sendable { init(s130: Service130Impl, s351: Service351Impl, s400: Service400Impl) {} }
protocol Service437: AnyObject, Sendable {}
final class Service437Mock: Service437 { init() {} }
final class Service437Impl: Service437 { init(s149: any Service149, s186: Service186Impl, s191: any Service191) {} }
final class Service438Impl: Sendable { init(s180: Service180Impl, s208: Service208Impl, s338: any Service338) {} }
final class Service439Impl: Sendable { init(s34: Service34Impl, s217: Service217Impl, s312: Service312Impl) {} }
protocol Service440: AnyObject, Sendable {}
final class Service440Mock: Service440 { init() {} }
final class Service440Impl: Service440 { init(s5: any Service5, s244: Service244Impl, s296: any Service296) {} }
final class Service441Impl: Sendable { init(s85: Service85Impl, s106: Service106Impl, s315: Service315Impl) {} }
final class Service442Impl: Sendable { init(s56: any Service56, s205: Service205Impl, s359: any Service359) {} }
protocol Service443: AnyObject, Sendable {}
final class Service443Mock: Service443 { init() {} }
final class Service443Impl: Service443 { init(s10: Service10Impl, s21: Service21Impl, s207: Service207Impl) {} }
final class Service444Impl: Sendable { init(s139: Service139Impl, s359: any Service359, s364: Service364Impl) {} }
final class Service445Impl: Sendable { init(s74: any Service74, s81: Service81Impl, s180: Service180Impl) {} }
protocol Service446: AnyObject, Sendable {}
final class Service446Mock: Service446 { init() {} }
final class Service446Impl: Service446 { init(s53: any Service53, s196: Service196Impl, s264: Service264Impl) {} }
final class Service447Impl: Sendable { init(s24: Service24Impl, s102: Service102Impl, s274: Service274Impl) {} }
final class Service448Impl: Sendable { init(s137: any Service137, s249: Service249Impl, s343: Service343Impl) {} }
protocol Service449: AnyObject, Sendable {}
final class Service449Mock: Service449 { init() {} }
final class Service449Impl: Service449 { init(s70: Service70Impl, s340: Service340Impl, s407: any Service407) {} }
final class Service450Impl: Sendable { init(s80: any Service80, s82: Service82Impl, s195: Service195Impl) {} }
final class Service451Impl: Sendable { init(s278: any Service278, s352: Service352Impl, s450: Service450Impl) {} }
protocol Service452: AnyObject, Sendable {}
final class Service452Mock: Service452 { init() {} }
final class Service452Impl: Service452 { init(s62: any Service62, s154: Service154Impl, s388: Service388Impl) {} }
final class Service453Impl: Sendable { init(s31: Service31Impl, s129: Service129Impl, s154: Service154Impl) {} }
final class Service454Impl: Sendable { init(s256: Service256Impl, s339: Service339Impl, s415: Service415Impl) {} }
protocol Service455: AnyObject, Sendable {}
final class Service455Mock: Service455 { init() {} }
final class Service455Impl: Service455 { init(s43: Service43Impl, s126: Service126Impl, s299: any Service299) {} }
final class Service456Impl: Sendable { init(s44: any Service44, s48: Service48Impl, s168: Service168Impl) {} }
final class Service457Impl: Sendable { init(s42: Service42Impl, s71: any Service71, s164: any Service164) {} }
protocol Service458: AnyObject, Sendable {}
final class Service458Mock: Service458 { init() {} }
final class Service458Impl: Service458 { init(s139: Service139Impl, s147: Service147Impl, s250: Service250Impl) {} }
final class Service459Impl: Sendable { init(s2: any Service2, s130: Service130Impl, s222: Service222Impl) {} }
final class Service460Impl: Sendable { init(s142: Service142Impl, s412: Service412Impl, s444: Service444Impl) {} }
protocol Service461: AnyObject, Sendable {}
final class Service461Mock: Service461 { init() {} }
final class Service461Impl: Service461 { init(s371: any Service371, s427: Service427Impl, s428: any Service428) {} }
final class Service462Impl: Sendable { init(s38: any Service38, s134: any Service134, s204: Service204Impl) {} }
final class Service463Impl: Sendable { init(s103: Service103Impl, s321: Service321Impl, s441: Service441Impl) {} }
protocol Service464: AnyObject, Sendable {}
final class Service464Mock: Service464 { init() {} }
final class Service464Impl: Service464 { init(s51: Service51Impl, s119: any Service119, s306: Service306Impl) {} }
final class Service465Impl: Sendable { init(s115: Service115Impl, s395: any Service395, s422: any Service422) {} }
final class Service466Impl: Sendable { init(s5: any Service5, s24: Service24Impl, s42: Service42Impl) {} }
protocol Service467: AnyObject, Sendable {}
final class Service467Mock: Service467 { init() {} }
final class Service467Impl: Service467 { init(s81: Service81Impl, s350: any Service350, s364: Service364Impl) {} }
final class Service468Impl: Sendable { init(s122: any Service122, s315: Service315Impl, s439: Service439Impl) {} }
final class Service469Impl: Sendable { init(s3: Service3Impl, s99: Service99Impl, s117: Service117Impl) {} }
protocol Service470: AnyObject, Sendable {}
final class Service470Mock: Service470 { init() {} }
final class Service470Impl: Service470 { init(s159: Service159Impl, s182: any Service182, s254: any Service254) {} }
final class Service471Impl: Sendable { init(s12: Service12Impl, s68: any Service68, s140: any Service140) {} }
final class Service472Impl: Sendable { init(s256: Service256Impl, s277: Service277Impl, s405: Service405Impl) {} }
protocol Service473: AnyObject, Sendable {}
final class Service473Mock: Service473 { init() {} }
final class Service473Impl: Service473 { init(s44: any Service44, s297: Service297Impl, s337: Service337Impl) {} }
final class Service474Impl: Sendable { init(s81: Service81Impl, s138: Service138Impl, s321: Service321Impl) {} }
final class Service475Impl: Sendable { init(s0: Service0Impl, s28: Service28Impl, s359: any Service359) {} }
protocol Service476: AnyObject, Sendable {}
final class Service476Mock: Service476 { init() {} }
final class Service476Impl: Service476 { init(s49: Service49Impl, s76: Service76Impl, s286: Service286Impl) {} }
final class Service477Impl: Sendable { init(s329: any Service329, s360: Service360Impl, s406: Service406Impl) {} }
final class Service478Impl: Sendable { init(s148: Service148Impl, s153: Service153Impl, s434: any Service434) {} }
protocol Service479: AnyObject, Sendable {}
final class Service479Mock: Service479 { init() {} }
final class Service479Impl: Service479 { init(s151: Service151Impl, s248: any Service248, s303: Service303Impl) {} }
final class Service480Impl: Sendable { init(s1: Service1Impl, s364: Service364Impl, s432: Service432Impl) {} }
final class Service481Impl: Sendable { init(s299: any Service299, s307: Service307Impl, s401: any Service401) {} }
protocol Service482: AnyObject, Sendable {}
final class Service482Mock: Service482 { init() {} }
final class Service482Impl: Service482 { init(s24: Service24Impl, s75: Service75Impl, s178: Service178Impl) {} }
final class Service483Impl: Sendable { init(s247: Service247Impl, s331: Service331Impl, s342: Service342Impl) {} }
final class Service484Impl: Sendable { init(s166: Service166Impl, s357: Service357Impl, s481: Service481Impl) {} }
protocol Service485: AnyObject, Sendable {}
final class Service485Mock: Service485 { init() {} }
final class Service485Impl: Service485 { init(s44: any Service44, s118: Service118Impl, s464: any Service464) {} }
final class Service486Impl: Sendable { init(s184: Service184Impl, s282: Service282Impl, s357: Service357Impl) {} }
final class Service487Impl: Sendable { init(s344: any Service344, s356: any Service356, s446: any Service446) {} }
protocol Service488: AnyObject, Sendable {}
final class Service488Mock: Service488 { init() {} }
final class Service488Impl: Service488 { init(s286: Service286Impl, s394: Service394Impl, s449: any Service449) {} }
final class Service489Impl: Sendable { init(s70: Service70Impl, s260: any Service260, s317: any Service317) {} }
final class Service490Impl: Sendable { init(s7: Service7Impl, s147: Service147Impl, s309: Service309Impl) {} }
protocol Service491: AnyObject, Sendable {}
final class Service491Mock: Service491 { init() {} }
final class Service491Impl: Service491 { init(s219: Service219Impl, s321: Service321Impl, s455: any Service455) {} }
final class Service492Impl: Sendable { init(s28: Service28Impl, s439: Service439Impl, s445: Service445Impl) {} }
final class Service493Impl: Sendable { init(s219: Service219Impl, s280: Service280Impl, s283: Service283Impl) {} }
protocol Service494: AnyObject, Sendable {}
final class Service494Mock: Service494 { init() {} }
final class Service494Impl: Service494 { init(s184: Service184Impl, s250: Service250Impl, s409: Service409Impl) {} }
final class Service495Impl: Sendable { init(s247: Service247Impl, s295: Service295Impl, s464: any Service464) {} }
final class Service496Impl: Sendable { init(s317: any Service317, s409: Service409Impl, s444: Service444Impl) {} }
protocol Service497: AnyObject, Sendable {}
final class Service497Mock: Service497 { init() {} }
final class Service497Impl: Service497 { init(s353: any Service353, s360: Service360Impl, s367: Service367Impl) {} }
final class Service498Impl: Sendable { init(s102: Service102Impl, s145: Service145Impl, s355: Service355Impl) {} }
final class Service499Impl: Sendable { init(s356: any Service356, s458: any Service458, s494: any Service494) {} }
protocol Service500: AnyObject, Sendable {}
final class Service500Mock: Service500 { init() {} }
final class Service500Impl: Service500 { init(s238: Service238Impl, s291: Service291Impl, s480: Service480Impl) {} }
final class Service501Impl: Sendable { init(s108: Service108Impl, s199: Service199Impl, s440: any Service440) {} }
final class Service502Impl: Sendable { init(s116: any Service116, s222: Service222Impl, s416: any Service416) {} }
protocol Service503: AnyObject, Sendable {}
final class Service503Mock: Service503 { init() {} }
final class Service503Impl: Service503 { init(s30: Service30Impl, s186: Service186Impl, s249: Service249Impl) {} }
final class Service504Impl: Sendable { init(s48: Service48Impl, s196: Service196Impl, s484: Service484Impl) {} }
final class Service505Impl: Sendable { init(s153: Service153Impl, s268: Service268Impl, s438: Service438Impl) {} }
protocol Service506: AnyObject, Sendable {}
final class Service506Mock: Service506 { init() {} }
final class Service506Impl: Service506 { init(s9: Service9Impl, s300: Service300Impl, s406: Service406Impl) {} }
final class Service507Impl: Sendable { init(s116: any Service116, s203: any Service203, s431: any Service431) {} }
final class Service508Impl: Sendable { init(s273: Service273Impl, s284: any Service284, s380: any Service380) {} }
protocol Service509: AnyObject, Sendable {}
final class Service509Mock: Service509 { init() {} }
final class Service509Impl: Service509 { init(s143: any Service143, s176: any Service176, s242: any Service242) {} }
final class Service510Impl: Sendable { init(s60: Service60Impl, s139: Service139Impl, s487: Service487Impl) {} }
final class Service511Impl: Sendable { init(s163: Service163Impl, s211: Service211Impl, s353: any Service353) {} }
protocol Service512: AnyObject, Sendable {}
final class Service512Mock: Service512 { init() {} }
final class Service512Impl: Service512 { init(s20: any Service20, s112: Service112Impl, s118: Service118Impl) {} }
final class Service513Impl: Sendable { init(s306: Service306Impl, s325: Service325Impl, s341: any Service341) {} }
final class Service514Impl: Sendable { init(s132: Service132Impl, s145: Service145Impl, s301: Service301Impl) {} }
protocol Service515: AnyObject, Sendable {}
final class Service515Mock: Service515 { init() {} }
final class Service515Impl: Service515 { init(s29: any Service29, s37: Service37Impl, s432: Service432Impl) {} }
final class Service516Impl: Sendable { init(s168: Service168Impl, s300: Service300Impl, s351: Service351Impl) {} }
final class Service517Impl: Sendable { init(s171: Service171Impl, s195: Service195Impl, s384: Service384Impl) {} }
protocol Service518: AnyObject, Sendable {}
final class Service518Mock: Service518 { init() {} }
final class Service518Impl: Service518 { init(s75: Service75Impl, s467: any Service467, s468: Service468Impl) {} }
final class Service519Impl: Sendable { init(s19: Service19Impl, s267: Service267Impl, s356: any Service356) {} }
final class Service520Impl: Sendable { init(s3: Service3Impl, s135: Service135Impl, s207: Service207Impl) {} }
protocol Service521: AnyObject, Sendable {}
final class Service521Mock: Service521 { init() {} }
final class Service521Impl: Service521 { init(s146: any Service146, s212: any Service212, s245: any Service245) {} }
final class Service522Impl: Sendable { init(s70: Service70Impl, s288: Service288Impl, s439: Service439Impl) {} }
final class Service523Impl: Sendable { init(s52: Service52Impl, s239: any Service239, s443: any Service443) {} }
protocol Service524: AnyObject, Sendable {}
final class Service524Mock: Service524 { init() {} }
final class Service524Impl: Service524 { init(s250: Service250Impl, s349: Service349Impl, s493: Service493Impl) {} }
final class Service525Impl: Sendable { init(s88: Service88Impl, s245: any Service245, s487: Service487Impl) {} }
final class Service526Impl: Sendable { init(s102: Service102Impl, s125: any Service125, s361: Service361Impl) {} }
protocol Service527: AnyObject, Sendable {}
final class Service527Mock: Service527 { init() {} }
final class Service527Impl: Service527 { init(s409: Service409Impl, s428: any Service428, s501: Service501Impl) {} }
final class Service528Impl: Sendable { init(s93: Service93Impl, s359: any Service359, s465: Service465Impl) {} }
final class Service529Impl: Sendable { init(s101: any Service101, s208: Service208Impl, s377: any Service377) {} }
protocol Service530: AnyObject, Sendable {}
final class Service530Mock: Service530 { init() {} }
final class Service530Impl: Service530 { init(s109: Service109Impl, s311: any Service311, s440: any Service440) {} }
final class Service531Impl: Sendable { init(s68: any Service68, s154: Service154Impl, s183: Service183Impl) {} }
final class Service532Impl: Sendable { init(s46: Service46Impl, s340: Service340Impl, s372: Service372Impl) {} }
protocol Service533: AnyObject, Sendable {}
final class Service533Mock: Service533 { init() {} }
final class Service533Impl: Service533 { init(s33: Service33Impl, s301: Service301Impl, s511: Service511Impl) {} }
final class Service534Impl: Sendable { init(s273: Service273Impl, s300: Service300Impl, s369: Service369Impl) {} }
final class Service535Impl: Sendable { init(s232: Service232Impl, s415: Service415Impl, s520: Service520Impl) {} }
protocol Service536: AnyObject, Sendable {}
final class Service536Mock: Service536 { init() {} }
final class Service536Impl: Service536 { init(s168: Service168Impl, s172: Service172Impl, s458: any Service458) {} }
final class Service537Impl: Sendable { init(s43: Service43Impl, s242: any Service242, s392: any Service392) {} }
final class Service538Impl: Sendable { init(s16: Service16Impl, s305: any Service305, s435: Service435Impl) {} }
protocol Service539: AnyObject, Sendable {}
final class Service539Mock: Service539 { init() {} }
final class Service539Impl: Service539 { init(s88: Service88Impl, s430: Service430Impl, s475: Service475Impl) {} }
final class Service540Impl: Sendable { init(s229: Service229Impl, s320: any Service320, s497: any Service497) {} }
final class Service541Impl: Sendable { init(s206: any Service206, s488: any Service488, s519: Service519Impl) {} }
protocol Service542: AnyObject, Sendable {}
final class Service542Mock: Service542 { init() {} }
final class Service542Impl: Service542 { init(s30: Service30Impl, s326: any Service326, s379: Service379Impl) {} }
final class Service543Impl: Sendable { init(s115: Service115Impl, s434: any Service434, s435: Service435Impl) {} }
final class Service544Impl: Sendable { init(s98: any Service98, s502: Service502Impl, s508: Service508Impl) {} }
protocol Service545: AnyObject, Sendable {}
final class Service545Mock: Service545 { init() {} }
final class Service545Impl: Service545 { init(s280: Service280Impl, s353: any Service353, s480: Service480Impl) {} }
final class Service546Impl: Sendable { init(s1: Service1Impl, s228: Service228Impl, s434: any Service434) {} }
final class Service547Impl: Sendable { init(s122: any Service122, s363: Service363Impl, s440: any Service440) {} }
protocol Service548: AnyObject, Sendable {}
final class Service548Mock: Service548 { init() {} }
final class Service548Impl: Service548 { init(s7: Service7Impl, s11: any Service11, s258: Service258Impl) {} }
final class Service549Impl: Sendable { init(s175: Service175Impl, s218: any Service218, s496: Service496Impl) {} }
final class Service550Impl: Sendable { init(s55: Service55Impl, s196: Service196Impl, s202: Service202Impl) {} }
protocol Service551: AnyObject, Sendable {}
final class Service551Mock: Service551 { init() {} }
final class Service551Impl: Service551 { init(s103: Service103Impl, s398: any Service398, s500: any Service500) {} }
final class Service552Impl: Sendable { init(s54: Service54Impl, s148: Service148Impl, s236: any Service236) {} }
final class Service553Impl: Sendable { init(s109: Service109Impl, s130: Service130Impl, s276: Service276Impl) {} }
protocol Service554: AnyObject, Sendable {}
final class Service554Mock: Service554 { init() {} }
final class Service554Impl: Service554 { init(s6: Service6Impl, s461: any Service461, s496: Service496Impl) {} }
final class Service555Impl: Sendable { init(s163: Service163Impl, s382: Service382Impl, s534: Service534Impl) {} }
final class Service556Impl: Sendable { init(s18: Service18Impl, s206: any Service206, s471: Service471Impl) {} }
protocol Service557: AnyObject, Sendable {}
final class Service557Mock: Service557 { init() {} }
final class Service557Impl: Service557 { init(s59: any Service59, s225: Service225Impl, s275: any Service275) {} }
final class Service558Impl: Sendable { init(s145: Service145Impl, s181: Service181Impl, s316: Service316Impl) {} }
final class Service559Impl: Sendable { init(s126: Service126Impl, s153: Service153Impl, s272: any Service272) {} }
protocol Service560: AnyObject, Sendable {}
final class Service560Mock: Service560 { init() {} }
final class Service560Impl: Service560 { init(s9: Service9Impl, s231: Service231Impl, s535: Service535Impl) {} }
final class Service561Impl: Sendable { init(s303: Service303Impl, s319: Service319Impl, s543: Service543Impl) {} }
final class Service562Impl: Sendable { init(s112: Service112Impl, s143: any Service143, s560: any Service560) {} }
protocol Service563: AnyObject, Sendable {}
final class Service563Mock: Service563 { init() {} }
final class Service563Impl: Service563 { init(s1: Service1Impl, s80: any Service80, s108: Service108Impl) {} }
final class Service564Impl: Sendable { init(s48: Service48Impl, s422: any Service422, s463: Service463Impl) {} }
final class Service565Impl: Sendable { init(s304: Service304Impl, s318: Service318Impl, s563: any Service563) {} }
protocol Service566: AnyObject, Sendable {}
final class Service566Mock: Service566 { init() {} }
final class Service566Impl: Service566 { init(s124: Service124Impl, s138: Service138Impl, s513: Service513Impl) {} }
final class Service567Impl: Sendable { init(s181: Service181Impl, s215: any Service215, s377: any Service377) {} }
final class Service568Impl: Sendable { init(s48: Service48Impl, s441: Service441Impl, s505: Service505Impl) {} }
protocol Service569: AnyObject, Sendable {}
final class Service569Mock: Service569 { init() {} }
final class Service569Impl: Service569 { init(s233: any Service233, s344: any Service344, s557: any Service557) {} }
final class Service570Impl: Sendable { init(s92: any Service92, s266: any Service266, s319: Service319Impl) {} }
final class Service571Impl: Sendable { init(s147: Service147Impl, s278: any Service278, s491: any Service491) {} }
protocol Service572: AnyObject, Sendable {}
final class Service572Mock: Service572 { init() {} }
final class Service572Impl: Service572 { init(s276: Service276Impl, s497: any Service497, s528: Service528Impl) {} }
final class Service573Impl: Sendable { init(s143: any Service143, s208: Service208Impl, s540: Service540Impl) {} }
final class Service574Impl: Sendable { init(s120: Service120Impl, s171: Service171Impl, s571: Service571Impl) {} }
protocol Service575: AnyObject, Sendable {}
final class Service575Mock: Service575 { init() {} }
final class Service575Impl: Service575 { init(s190: Service190Impl, s240: Service240Impl, s494: any Service494) {} }
final class Service576Impl: Sendable { init(s74: any Service74, s552: Service552Impl, s569: any Service569) {} }
final class Service577Impl: Sendable { init(s395: any Service395, s401: any Service401, s402: Service402Impl) {} }
protocol Service578: AnyObject, Sendable {}
final class Service578Mock: Service578 { init() {} }
final class Service578Impl: Service578 { init(s175: Service175Impl, s270: Service270Impl, s464: any Service464) {} }
final class Service579Impl: Sendable { init(s38: any Service38, s306: Service306Impl, s381: Service381Impl) {} }
final class Service580Impl: Sendable { init(s98: any Service98, s528: Service528Impl, s549: Service549Impl) {} }
protocol Service581: AnyObject, Sendable {}
final class Service581Mock: Service581 { init() {} }
final class Service581Impl: Service581 { init(s449: any Service449, s533: any Service533, s556: Service556Impl) {} }
final class Service582Impl: Sendable { init(s73: Service73Impl, s280: Service280Impl, s477: Service477Impl) {} }
final class Service583Impl: Sendable { init(s118: Service118Impl, s492: Service492Impl, s572: any Service572) {} }
protocol Service584: AnyObject, Sendable {}
final class Service584Mock: Service584 { init() {} }
final class Service584Impl: Service584 { init(s68: any Service68, s139: Service139Impl, s410: any Service410) {} }
final class Service585Impl: Sendable { init(s24: Service24Impl, s371: any Service371, s458: any Service458) {} }
final class Service586Impl: Sendable { init(s73: Service73Impl, s155: any Service155, s524: any Service524) {} }
protocol Service587: AnyObject, Sendable {}
final class Service587Mock: Service587 { init() {} }
final class Service587Impl: Service587 { init(s3: Service3Impl, s51: Service51Impl, s131: any Service131) {} }
final class Service588Impl: Sendable { init(s17: any Service17, s52: Service52Impl, s489: Service489Impl) {} }
final class Service589Impl: Sendable { init(s66: Service66Impl, s324: Service324Impl, s333: Service333Impl) {} }
protocol Service590: AnyObject, Sendable {}
final class Service590Mock: Service590 { init() {} }
final class Service590Impl: Service590 { init(s105: Service105Impl, s275: any Service275, s292: Service292Impl) {} }
final class Service591Impl: Sendable { init(s349: Service349Impl, s531: Service531Impl, s561: Service561Impl) {} }
final class Service592Impl: Sendable { init(s348: Service348Impl, s371: any Service371, s460: Service460Impl) {} }
protocol Service593: AnyObject, Sendable {}
final class Service593Mock: Service593 { init() {} }
final class Service593Impl: Service593 { init(s14: any Service14, s63: Service63Impl, s105: Service105Impl) {} }
final class Service594Impl: Sendable { init(s303: Service303Impl, s425: any Service425, s515: any Service515) {} }
final class Service595Impl: Sendable { init(s141: Service141Impl, s340: Service340Impl, s458: any Service458) {} }
protocol Service596: AnyObject, Sendable {}
final class Service596Mock: Service596 { init() {} }
final class Service596Impl: Service596 { init(s496: Service496Impl, s558: Service558Impl, s578: any Service578) {} }
final class Service597Impl: Sendable { init(s31: Service31Impl, s57: Service57Impl, s537: Service537Impl) {} }
final class Service598Impl: Sendable { init(s86: any Service86, s374: any Service374, s458: any Service458) {} }
protocol Service599: AnyObject, Sendable {}
final class Service599Mock: Service599 { init() {} }
final class Service599Impl: Service599 { init(s168: Service168Impl, s258: Service258Impl, s416: any Service416) {} }
final class Service600Impl: Sendable { init(s237: Service237Impl, s297: Service297Impl, s496: Service496Impl) {} }
final class Service601Impl: Sendable { init(s358: Service358Impl, s540: Service540Impl, s600: Service600Impl) {} }
protocol Service602: AnyObject, Sendable {}
final class Service602Mock: Service602 { init() {} }
final class Service602Impl: Service602 { init(s253: Service253Impl, s474: Service474Impl, s561: Service561Impl) {} }
final class Service603Impl: Sendable { init(s274: Service274Impl, s369: Service369Impl, s374: any Service374) {} }
final class Service604Impl: Sendable { init(s125: any Service125, s152: any Service152, s192: Service192Impl) {} }
protocol Service605: AnyObject, Sendable {}
final class Service605Mock: Service605 { init() {} }
final class Service605Impl: Service605 { init(s323: any Service323, s388: Service388Impl, s443: any Service443) {} }
final class Service606Impl: Sendable { init(s50: any Service50, s138: Service138Impl, s536: any Service536) {} }
final class Service607Impl: Sendable { init(s130: Service130Impl, s355: Service355Impl, s489: Service489Impl) {} }
protocol Service608: AnyObject, Sendable {}
final class Service608Mock: Service608 { init() {} }
final class Service608Impl: Service608 { init(s25: Service25Impl, s263: any Service263, s420: Service420Impl) {} }
final class Service609Impl: Sendable { init(s298: Service298Impl, s417: Service417Impl, s461: any Service461) {} }
final class Service610Impl: Sendable { init(s118: Service118Impl, s484: Service484Impl, s567: Service567Impl) {} }
protocol Service611: AnyObject, Sendable {}
final class Service611Mock: Service611 { init() {} }
final class Service611Impl: Service611 { init(s59: any Service59, s73: Service73Impl, s453: Service453Impl) {} }
final class Service612Impl: Sendable { init(s182: any Service182, s241: Service241Impl, s332: any Service332) {} }
final class Service613Impl: Sendable { init(s36: Service36Impl, s430: Service430Impl, s525: Service525Impl) {} }
protocol Service614: AnyObject, Sendable {}
final class Service614Mock: Service614 { init() {} }
final class Service614Impl: Service614 { init(s151: Service151Impl, s253: Service253Impl, s435: Service435Impl) {} }
final class Service615Impl: Sendable { init(s74: any Service74, s288: Service288Impl, s540: Service540Impl) {} }
final class Service616Impl: Sendable { init(s236: any Service236, s239: any Service239, s575: any Service575) {} }
protocol Service617: AnyObject, Sendable {}
final class Service617Mock: Service617 { init() {} }
final class Service617Impl: Service617 { init(s106: Service106Impl, s251: any Service251, s526: Service526Impl) {} }
final class Service618Impl: Sendable { init(s226: Service226Impl, s536: any Service536, s551: any Service551) {} }
final class Service619Impl: Sendable { init(s13: Service13Impl, s359: any Service359, s615: Service615Impl) {} }
protocol Service620: AnyObject, Sendable {}
final class Service620Mock: Service620 { init() {} }
final class Service620Impl: Service620 { init(s164: any Service164, s246: Service246Impl, s248: any Service248) {} }
final class Service621Impl: Sendable { init(s406: Service406Impl, s432: Service432Impl, s556: Service556Impl) {} }
final class Service622Impl: Sendable { init(s14: any Service14, s400: Service400Impl, s546: Service546Impl) {} }
protocol Service623: AnyObject, Sendable {}
final class Service623Mock: Service623 { init() {} }
final class Service623Impl: Service623 { init(s83: any Service83, s150: Service150Impl, s241: Service241Impl) {} }
final class Service624Impl: Sendable { init(s36: Service36Impl, s85: Service85Impl, s330: Service330Impl) {} }
final class Service625Impl: Sendable { init(s222: Service222Impl, s502: Service502Impl, s550: Service550Impl) {} }
protocol Service626: AnyObject, Sendable {}
final class Service626Mock: Service626 { init() {} }
final class Service626Impl: Service626 { init(s314: any Service314, s439: Service439Impl, s589: Service589Impl) {} }
final class Service627Impl: Sendable { init(s192: Service192Impl, s426: Service426Impl, s526: Service526Impl) {} }
final class Service628Impl: Sendable { init(s329: any Service329, s355: Service355Impl, s516: Service516Impl) {} }
protocol Service629: AnyObject, Sendable {}
final class Service629Mock: Service629 { init() {} }
final class Service629Impl: Service629 { init(s82: Service82Impl, s480: Service480Impl, s610: Service610Impl) {} }
final class Service630Impl: Sendable { init(s289: Service289Impl, s369: Service369Impl, s391: Service391Impl) {} }
final class Service631Impl: Sendable { init(s28: Service28Impl, s337: Service337Impl, s363: Service363Impl) {} }
protocol Service632: AnyObject, Sendable {}
final class Service632Mock: Service632 { init() {} }
final class Service632Impl: Service632 { init(s3: Service3Impl, s198: Service198Impl, s425: any Service425) {} }
final class Service633Impl: Sendable { init(s56: any Service56, s307: Service307Impl, s505: Service505Impl) {} }
final class Service634Impl: Sendable { init(s5: any Service5, s12: Service12Impl, s355: Service355Impl) {} }
protocol Service635: AnyObject, Sendable {}
final class Service635Mock: Service635 { init() {} }
final class Service635Impl: Service635 { init(s93: Service93Impl, s183: Service183Impl, s524: any Service524) {} }
final class Service636Impl: Sendable { init(s57: Service57Impl, s187: Service187Impl, s455: any Service455) {} }
final class Service637Impl: Sendable { init(s274: Service274Impl, s278: any Service278, s471: Service471Impl) {} }
protocol Service638: AnyObject, Sendable {}
final class Service638Mock: Service638 { init() {} }
final class Service638Impl: Service638 { init(s224: any Service224, s498: Service498Impl, s558: Service558Impl) {} }
final class Service639Impl: Sendable { init(s277: Service277Impl, s316: Service316Impl, s331: Service331Impl) {} }
final class Service640Impl: Sendable { init(s320: any Service320, s341: any Service341, s381: Service381Impl) {} }
protocol Service641: AnyObject, Sendable {}
final class Service641Mock: Service641 { init() {} }
final class Service641Impl: Service641 { init(s138: Service138Impl, s139: Service139Impl, s463: Service463Impl) {} }
final class Service642Impl: Sendable { init(s180: Service180Impl, s259: Service259Impl, s421: Service421Impl) {} }
final class Service643Impl: Sendable { init(s66: Service66Impl, s551: any Service551, s612: Service612Impl) {} }
protocol Service644: AnyObject, Sendable {}
final class Service644Mock: Service644 { init() {} }
final class Service644Impl: Service644 { init(s308: any Service308, s404: any Service404, s528: Service528Impl) {} }
final class Service645Impl: Sendable { init(s59: any Service59, s110: any Service110, s387: Service387Impl) {} }
final class Service646Impl: Sendable { init(s88: Service88Impl, s140: any Service140, s276: Service276Impl) {} }
protocol Service647: AnyObject, Sendable {}
final class Service647Mock: Service647 { init() {} }
final class Service647Impl: Service647 { init(s247: Service247Impl, s543: Service543Impl, s635: any Service635) {} }
final class Service648Impl: Sendable { init(s366: Service366Impl, s469: Service469Impl, s522: Service522Impl) {} }
final class Service649Impl: Sendable { init(s124: Service124Impl, s249: Service249Impl, s432: Service432Impl) {} }
protocol Service650: AnyObject, Sendable {}
final class Service650Mock: Service650 { init() {} }
final class Service650Impl: Service650 { init(s34: Service34Impl, s470: any Service470, s522: Service522Impl) {} }
final class Service651Impl: Sendable { init(s218: any Service218, s391: Service391Impl, s436: Service436Impl) {} }
final class Service652Impl: Sendable { init(s184: Service184Impl, s362: any Service362, s533: any Service533) {} }
protocol Service653: AnyObject, Sendable {}
final class Service653Mock: Service653 { init() {} }
final class Service653Impl: Service653 { init(s261: Service261Impl, s322: Service322Impl, s402: Service402Impl) {} }
final class Service654Impl: Sendable { init(s18: Service18Impl, s19: Service19Impl, s434: any Service434) {} }
final class Service655Impl: Sendable { init(s385: Service385Impl, s515: any Service515, s584: any Service584) {} }
protocol Service656: AnyObject, Sendable {}
final class Service656Mock: Service656 { init() {} }
final class Service656Impl: Service656 { init(s128: any Service128, s148: Service148Impl, s260: any Service260) {} }
final class Service657Impl: Sendable { init(s139: Service139Impl, s224: any Service224, s532: Service532Impl) {} }
final class Service658Impl: Sendable { init(s69: Service69Impl, s356: any Service356, s435: Service435Impl) {} }
protocol Service659: AnyObject, Sendable {}
final class Service659Mock: Service659 { init() {} }
final class Service659Impl: Service659 { init(s145: Service145Impl, s466: Service466Impl, s469: Service469Impl) {} }
final class Service660Impl: Sendable { init(s280: Service280Impl, s361: Service361Impl, s511: Service511Impl) {} }
final class Service661Impl: Sendable { init(s145: Service145Impl, s191: any Service191, s622: Service622Impl) {} }
protocol Service662: AnyObject, Sendable {}
final class Service662Mock: Service662 { init() {} }
final class Service662Impl: Service662 { init(s39: Service39Impl, s127: Service127Impl, s426: Service426Impl) {} }
final class Service663Impl: Sendable { init(s227: any Service227, s265: Service265Impl, s499: Service499Impl) {} }
final class Service664Impl: Sendable { init(s87: Service87Impl, s270: Service270Impl, s543: Service543Impl) {} }
protocol Service665: AnyObject, Sendable {}
final class Service665Mock: Service665 { init() {} }
final class Service665Impl: Service665 { init(s4: Service4Impl, s84: Service84Impl, s110: any Service110) {} }
final class Service666Impl: Sendable { init(s321: Service321Impl, s376: Service376Impl, s502: Service502Impl) {} }
final class Service667Impl: Sendable { init(s117: Service117Impl, s226: Service226Impl, s356: any Service356) {} }
protocol Service668: AnyObject, Sendable {}
final class Service668Mock: Service668 { init() {} }
final class Service668Impl: Service668 { init(s171: Service171Impl, s189: Service189Impl, s267: Service267Impl) {} }
final class Service669Impl: Sendable { init(s99: Service99Impl, s101: any Service101, s207: Service207Impl) {} }
final class Service670Impl: Sendable { init(s285: Service285Impl, s347: any Service347, s415: Service415Impl) {} }
protocol Service671: AnyObject, Sendable {}
final class Service671Mock: Service671 { init() {} }
final class Service671Impl: Service671 { init(s271: Service271Impl, s439: Service439Impl, s521: any Service521) {} }
final class Service672Impl: Sendable { init(s192: Service192Impl, s341: any Service341, s532: Service532Impl) {} }
final class Service673Impl: Sendable { init(s26: any Service26, s314: any Service314, s559: Service559Impl) {} }
protocol Service674: AnyObject, Sendable {}
final class Service674Mock: Service674 { init() {} }
final class Service674Impl: Service674 { init(s253: Service253Impl, s644: any Service644, s649: Service649Impl) {} }
final class Service675Impl: Sendable { init(s299: any Service299, s438: Service438Impl, s527: any Service527) {} }
final class Service676Impl: Sendable { init(s329: any Service329, s438: Service438Impl, s529: Service529Impl) {} }
protocol Service677: AnyObject, Sendable {}
final class Service677Mock: Service677 { init() {} }
final class Service677Impl: Service677 { init(s30: Service30Impl, s210: Service210Impl, s629: any Service629) {} }
final class Service678Impl: Sendable { init(s12: Service12Impl, s91: Service91Impl, s204: Service204Impl) {} }
final class Service679Impl: Sendable { init(s216: Service216Impl, s364: Service364Impl, s639: Service639Impl) {} }
protocol Service680: AnyObject, Sendable {}
final class Service680Mock: Service680 { init() {} }
final class Service680Impl: Service680 { init(s125: any Service125, s441: Service441Impl, s651: Service651Impl) {} }
final class Service681Impl: Sendable { init(s324: Service324Impl, s472: Service472Impl, s511: Service511Impl) {} }
final class Service682Impl: Sendable { init(s4: Service4Impl, s106: Service106Impl, s181: Service181Impl) {} }
protocol Service683: AnyObject, Sendable {}
final class Service683Mock: Service683 { init() {} }
final class Service683Impl: Service683 { init(s386: any Service386, s393: Service393Impl, s503: any Service503) {} }
final class Service684Impl: Sendable { init(s198: Service198Impl, s537: Service537Impl, s642: Service642Impl) {} }
final class Service685Impl: Sendable { init(s17: any Service17, s39: Service39Impl, s55: Service55Impl) {} }
protocol Service686: AnyObject, Sendable {}
final class Service686Mock: Service686 { init() {} }
final class Service686Impl: Service686 { init(s9: Service9Impl, s163: Service163Impl, s566: any Service566) {} }
final class Service687Impl: Sendable { init(s539: any Service539, s556: Service556Impl, s598: Service598Impl) {} }
final class Service688Impl: Sendable { init(s495: Service495Impl, s502: Service502Impl, s659: any Service659) {} }
protocol Service689: AnyObject, Sendable {}
final class Service689Mock: Service689 { init() {} }
final class Service689Impl: Service689 { init(s43: Service43Impl, s119: any Service119, s177: Service177Impl) {} }
final class Service690Impl: Sendable { init(s282: Service282Impl, s377: any Service377, s460: Service460Impl) {} }
final class Service691Impl: Sendable { init(s18: Service18Impl, s24: Service24Impl, s82: Service82Impl) {} }
protocol Service692: AnyObject, Sendable {}
final class Service692Mock: Service692 { init() {} }
final class Service692Impl: Service692 { init(s139: Service139Impl, s527: any Service527, s551: any Service551) {} }
final class Service693Impl: Sendable { init(s244: Service244Impl, s509: any Service509, s581: any Service581) {} }
final class Service694Impl: Sendable { init(s173: any Service173, s491: any Service491, s638: any Service638) {} }
protocol Service695: AnyObject, Sendable {}
final class Service695Mock: Service695 { init() {} }
final class Service695Impl: Service695 { init(s316: Service316Impl, s365: any Service365, s529: Service529Impl) {} }
final class Service696Impl: Sendable { init(s32: any Service32, s328: Service328Impl, s630: Service630Impl) {} }
final class Service697Impl: Sendable { init(s10: Service10Impl, s125: any Service125, s312: Service312Impl) {} }
protocol Service698: AnyObject, Sendable {}
final class Service698Mock: Service698 { init() {} }
final class Service698Impl: Service698 { init(s210: Service210Impl, s269: any Service269, s518: any Service518) {} }
final class Service699Impl: Sendable { init(s561: Service561Impl, s614: any Service614, s649: Service649Impl) {} }
final class Service700Impl: Sendable { init(s220: Service220Impl, s672: Service672Impl, s680: any Service680) {} }
protocol Service701: AnyObject, Sendable {}
final class Service701Mock: Service701 { init() {} }
final class Service701Impl: Service701 { init(s151: Service151Impl, s416: any Service416, s658: Service658Impl) {} }
final class Service702Impl: Sendable { init(s24: Service24Impl, s250: Service250Impl, s420: Service420Impl) {} }
final class Service703Impl: Sendable { init(s119: any Service119, s140: any Service140, s553: Service553Impl) {} }
protocol Service704: AnyObject, Sendable {}
final class Service704Mock: Service704 { init() {} }
final class Service704Impl: Service704 { init(s4: Service4Impl, s432: Service432Impl, s535: Service535Impl) {} }
final class Service705Impl: Sendable { init(s13: Service13Impl, s341: any Service341, s561: Service561Impl) {} }
final class Service706Impl: Sendable { init(s43: Service43Impl, s58: Service58Impl, s433: Service433Impl) {} }
protocol Service707: AnyObject, Sendable {}
final class Service707Mock: Service707 { init() {} }
final class Service707Impl: Service707 { init(s79: Service79Impl, s325: Service325Impl, s352: Service352Impl) {} }
final class Service708Impl: Sendable { init(s182: any Service182, s389: any Service389, s482: any Service482) {} }
final class Service709Impl: Sendable { init(s142: Service142Impl, s586: Service586Impl, s647: any Service647) {} }
protocol Service710: AnyObject, Sendable {}
final class Service710Mock: Service710 { init() {} }
final class Service710Impl: Service710 { init(s16: Service16Impl, s76: Service76Impl, s677: any Service677) {} }
final class Service711Impl: Sendable { init(s282: Service282Impl, s341: any Service341, s630: Service630Impl) {} }
final class Service712Impl: Sendable { init(s466: Service466Impl, s471: Service471Impl, s669: Service669Impl) {} }
protocol Service713: AnyObject, Sendable {}
final class Service713Mock: Service713 { init() {} }
final class Service713Impl: Service713 { init(s132: Service132Impl, s218: any Service218, s684: Service684Impl) {} }
final class Service714Impl: Sendable { init(s78: Service78Impl, s367: Service367Impl, s444: Service444Impl) {} }
final class Service715Impl: Sendable { init(s365: any Service365, s405: Service405Impl, s612: Service612Impl) {} }
protocol Service716: AnyObject, Sendable {}
final class Service716Mock: Service716 { init() {} }
final class Service716Impl: Service716 { init(s0: Service0Impl, s480: Service480Impl, s517: Service517Impl) {} }
final class Service717Impl: Sendable { init(s83: any Service83, s131: any Service131, s611: any Service611) {} }
final class Service718Impl: Sendable { init(s565: Service565Impl, s603: Service603Impl, s712: Service712Impl) {} }
protocol Service719: AnyObject, Sendable {}
final class Service719Mock: Service719 { init() {} }
final class Service719Impl: Service719 { init(s344: any Service344, s374: any Service374, s666: Service666Impl) {} }
final class Service720Impl: Sendable { init(s578: any Service578, s596: any Service596, s693: Service693Impl) {} }
final class Service721Impl: Sendable { init(s172: Service172Impl, s409: Service409Impl, s627: Service627Impl) {} }
protocol Service722: AnyObject, Sendable {}
final class Service722Mock: Service722 { init() {} }
final class Service722Impl: Service722 { init(s28: Service28Impl, s499: Service499Impl, s681: Service681Impl) {} }
final class Service723Impl: Sendable { init(s208: Service208Impl, s455: any Service455, s658: Service658Impl) {} }
final class Service724Impl: Sendable { init(s278: any Service278, s498: Service498Impl, s533: any Service533) {} }
protocol Service725: AnyObject, Sendable {}
final class Service725Mock: Service725 { init() {} }
final class Service725Impl: Service725 { init(s42: Service42Impl, s80: any Service80, s594: Service594Impl) {} }
final class Service726Impl: Sendable { init(s122: any Service122, s401: any Service401, s638: any Service638) {} }
final class Service727Impl: Sendable { init(s111: Service111Impl, s201: Service201Impl, s397: Service397Impl) {} }
protocol Service728: AnyObject, Sendable {}
final class Service728Mock: Service728 { init() {} }
final class Service728Impl: Service728 { init(s141: Service141Impl, s545: any Service545, s660: Service660Impl) {} }
final class Service729Impl: Sendable { init(s231: Service231Impl, s447: Service447Impl, s557: any Service557) {} }
final class Service730Impl: Sendable { init(s118: Service118Impl, s457: Service457Impl, s645: Service645Impl) {} }
protocol Service731: AnyObject, Sendable {}
final class Service731Mock: Service731 { init() {} }
final class Service731Impl: Service731 { init(s483: Service483Impl, s488: any Service488, s572: any Service572) {} }
final class Service732Impl: Sendable { init(s125: any Service125, s325: Service325Impl, s420: Service420Impl) {} }
final class Service733Impl: Sendable { init(s80: any Service80, s110: any Service110, s206: any Service206) {} }
protocol Service734: AnyObject, Sendable {}
final class Service734Mock: Service734 { init() {} }
final class Service734Impl: Service734 { init(s366: Service366Impl, s424: Service424Impl, s700: Service700Impl) {} }
final class Service735Impl: Sendable { init(s43: Service43Impl, s397: Service397Impl, s528: Service528Impl) {} }
final class Service736Impl: Sendable { init(s113: any Service113, s565: Service565Impl, s730: Service730Impl) {} }
protocol Service737: AnyObject, Sendable {}
final class Service737Mock: Service737 { init() {} }
final class Service737Impl: Service737 { init(s366: Service366Impl, s455: any Service455, s580: Service580Impl) {} }
final class Service738Impl: Sendable { init(s44: any Service44, s184: Service184Impl, s260: any Service260) {} }
final class Service739Impl: Sendable { init(s7: Service7Impl, s250: Service250Impl, s530: any Service530) {} }
protocol Service740: AnyObject, Sendable {}
final class Service740Mock: Service740 { init() {} }
final class Service740Impl: Service740 { init(s155: any Service155, s251: any Service251, s712: Service712Impl) {} }
final class Service741Impl: Sendable { init(s445: Service445Impl, s511: Service511Impl, s520: Service520Impl) {} }
final class Service742Impl: Sendable { init(s31: Service31Impl, s352: Service352Impl, s395: any Service395) {} }
protocol Service743: AnyObject, Sendable {}
final class Service743Mock: Service743 { init() {} }
final class Service743Impl: Service743 { init(s165: Service165Impl, s277: Service277Impl, s344: any Service344) {} }
final class Service744Impl: Sendable { init(s164: any Service164, s538: Service538Impl, s689: any Service689) {} }
final class Service745Impl: Sendable { init(s157: Service157Impl, s506: any Service506, s596: any Service596) {} }
protocol Service746: AnyObject, Sendable {}
final class Service746Mock: Service746 { init() {} }
final class Service746Impl: Service746 { init(s276: Service276Impl, s504: Service504Impl, s552: Service552Impl) {} }
final class Service747Impl: Sendable { init(s57: Service57Impl, s453: Service453Impl, s723: Service723Impl) {} }
final class Service748Impl: Sendable { init(s231: Service231Impl, s642: Service642Impl, s742: Service742Impl) {} }
protocol Service749: AnyObject, Sendable {}
final class Service749Mock: Service749 { init() {} }
final class Service749Impl: Service749 { init(s633: Service633Impl, s673: Service673Impl, s682: Service682Impl) {} }
final class Service750Impl: Sendable { init(s302: any Service302, s341: any Service341, s620: any Service620) {} }
final class Service751Impl: Sendable { init(s357: Service357Impl, s455: any Service455, s665: any Service665) {} }
protocol Service752: AnyObject, Sendable {}
final class Service752Mock: Service752 { init() {} }
final class Service752Impl: Service752 { init(s270: Service270Impl, s598: Service598Impl, s702: Service702Impl) {} }
final class Service753Impl: Sendable { init(s210: Service210Impl, s315: Service315Impl, s461: any Service461) {} }
final class Service754Impl: Sendable { init(s31: Service31Impl, s500: any Service500, s706: Service706Impl) {} }
protocol Service755: AnyObject, Sendable {}
final class Service755Mock: Service755 { init() {} }
final class Service755Impl: Service755 { init(s19: Service19Impl, s275: any Service275, s743: any Service743) {} }
final class Service756Impl: Sendable { init(s50: any Service50, s218: any Service218, s633: Service633Impl) {} }
final class Service757Impl: Sendable { init(s97: Service97Impl, s343: Service343Impl, s401: any Service401) {} }
protocol Service758: AnyObject, Sendable {}
final class Service758Mock: Service758 { init() {} }
final class Service758Impl: Service758 { init(s510: Service510Impl, s733: Service733Impl, s752: any Service752) {} }
final class Service759Impl: Sendable { init(s80: any Service80, s264: Service264Impl, s417: Service417Impl) {} }
final class Service760Impl: Sendable { init(s28: Service28Impl, s270: Service270Impl, s665: any Service665) {} }
protocol Service761: AnyObject, Sendable {}
final class Service761Mock: Service761 { init() {} }
final class Service761Impl: Service761 { init(s290: any Service290, s356: any Service356, s523: Service523Impl) {} }
final class Service762Impl: Sendable { init(s120: Service120Impl, s657: Service657Impl, s663: Service663Impl) {} }
final class Service763Impl: Sendable { init(s65: any Service65, s658: Service658Impl, s668: any Service668) {} }
protocol Service764: AnyObject, Sendable {}
final class Service764Mock: Service764 { init() {} }
final class Service764Impl: Service764 { init(s78: Service78Impl, s306: Service306Impl, s487: Service487Impl) {} }
final class Service765Impl: Sendable { init(s278: any Service278, s289: Service289Impl, s532: Service532Impl) {} }
final class Service766Impl: Sendable { init(s67: Service67Impl, s216: Service216Impl, s565: Service565Impl) {} }
protocol Service767: AnyObject, Sendable {}
final class Service767Mock: Service767 { init() {} }
final class Service767Impl: Service767 { init(s191: any Service191, s507: Service507Impl, s702: Service702Impl) {} }
final class Service768Impl: Sendable { init(s232: Service232Impl, s675: Service675Impl, s744: Service744Impl) {} }
final class Service769Impl: Sendable { init(s129: Service129Impl, s296: any Service296, s629: any Service629) {} }
protocol Service770: AnyObject, Sendable {}
final class Service770Mock: Service770 { init() {} }
final class Service770Impl: Service770 { init(s126: Service126Impl, s512: any Service512, s669: Service669Impl) {} }
final class Service771Impl: Sendable { init(s88: Service88Impl, s436: Service436Impl, s745: Service745Impl) {} }
final class Service772Impl: Sendable { init(s300: Service300Impl, s666: Service666Impl, s738: Service738Impl) {} }
protocol Service773: AnyObject, Sendable {}
final class Service773Mock: Service773 { init() {} }
final class Service773Impl: Service773 { init(s229: Service229Impl, s276: Service276Impl, s352: Service352Impl) {} }
final class Service774Impl: Sendable { init(s294: Service294Impl, s541: Service541Impl, s735: Service735Impl) {} }
final class Service775Impl: Sendable { init(s609: Service609Impl, s650: any Service650, s701: any Service701) {} }
protocol Service776: AnyObject, Sendable {}
final class Service776Mock: Service776 { init() {} }
final class Service776Impl: Service776 { init(s37: Service37Impl, s53: any Service53, s697: Service697Impl) {} }
final class Service777Impl: Sendable { init(s120: Service120Impl, s134: any Service134, s207: Service207Impl) {} }
final class Service778Impl: Sendable { init(s87: Service87Impl, s397: Service397Impl, s547: Service547Impl) {} }
protocol Service779: AnyObject, Sendable {}
final class Service779Mock: Service779 { init() {} }
final class Service779Impl: Service779 { init(s32: any Service32, s34: Service34Impl, s742: Service742Impl) {} }
final class Service780Impl: Sendable { init(s133: Service133Impl, s472: Service472Impl, s627: Service627Impl) {} }
final class Service781Impl: Sendable { init(s68: any Service68, s300: Service300Impl, s678: Service678Impl) {} }
protocol Service782: AnyObject, Sendable {}
final class Service782Mock: Service782 { init() {} }
final class Service782Impl: Service782 { init(s74: any Service74, s186: Service186Impl, s336: Service336Impl) {} }
final class Service783Impl: Sendable { init(s281: any Service281, s625: Service625Impl, s681: Service681Impl) {} }
final class Service784Impl: Sendable { init(s144: Service144Impl, s264: Service264Impl, s470: any Service470) {} }
protocol Service785: AnyObject, Sendable {}
final class Service785Mock: Service785 { init() {} }
final class Service785Impl: Service785 { init(s49: Service49Impl, s615: Service615Impl, s688: Service688Impl) {} }
final class Service786Impl: Sendable { init(s537: Service537Impl, s669: Service669Impl, s745: Service745Impl) {} }
final class Service787Impl: Sendable { init(s140: any Service140, s557: any Service557, s601: Service601Impl) {} }
protocol Service788: AnyObject, Sendable {}
final class Service788Mock: Service788 { init() {} }
final class Service788Impl: Service788 { init(s469: Service469Impl, s471: Service471Impl, s779: any Service779) {} }
final class Service789Impl: Sendable { init(s131: any Service131, s356: any Service356, s477: Service477Impl) {} }
final class Service790Impl: Sendable { init(s172: Service172Impl, s526: Service526Impl, s643: Service643Impl) {} }
protocol Service791: AnyObject, Sendable {}
final class Service791Mock: Service791 { init() {} }
final class Service791Impl: Service791 { init(s507: Service507Impl, s593: any Service593, s648: Service648Impl) {} }
final class Service792Impl: Sendable { init(s11: any Service11, s562: Service562Impl, s721: Service721Impl) {} }
final class Service793Impl: Sendable { init(s144: Service144Impl, s184: Service184Impl, s452: any Service452) {} }
protocol Service794: AnyObject, Sendable {}
final class Service794Mock: Service794 { init() {} }
final class Service794Impl: Service794 { init(s252: Service252Impl, s488: any Service488, s619: Service619Impl) {} }
final class Service795Impl: Sendable { init(s472: Service472Impl, s487: Service487Impl, s737: any Service737) {} }
final class Service796Impl: Sendable { init(s313: Service313Impl, s538: Service538Impl, s702: Service702Impl) {} }
protocol Service797: AnyObject, Sendable {}
final class Service797Mock: Service797 { init() {} }
final class Service797Impl: Service797 { init(s48: Service48Impl, s377: any Service377, s562: Service562Impl) {} }
final class Service798Impl: Sendable { init(s268: Service268Impl, s640: Service640Impl, s720: Service720Impl) {} }
final class Service799Impl: Sendable { init(s442: Service442Impl, s600: Service600Impl, s611: any Service611) {} }
protocol Service800: AnyObject, Sendable {}
final class Service800Mock: Service800 { init() {} }
final class Service800Impl: Service800 { init(s107: any Service107, s238: Service238Impl, s696: Service696Impl) {} }
final class Service801Impl: Sendable { init(s109: Service109Impl, s323: any Service323, s635: any Service635) {} }
final class Service802Impl: Sendable { init(s77: any Service77, s396: Service396Impl, s793: Service793Impl) {} }
protocol Service803: AnyObject, Sendable {}
final class Service803Mock: Service803 { init() {} }
final class Service803Impl: Service803 { init(s511: Service511Impl, s574: Service574Impl, s604: Service604Impl) {} }
final class Service804Impl: Sendable { init(s288: Service288Impl, s445: Service445Impl, s653: any Service653) {} }
final class Service805Impl: Sendable { init(s240: Service240Impl, s369: Service369Impl, s673: Service673Impl) {} }
protocol Service806: AnyObject, Sendable {}
final class Service806Mock: Service806 { init() {} }
final class Service806Impl: Service806 { init(s175: Service175Impl, s470: any Service470, s600: Service600Impl) {} }
final class Service807Impl: Sendable { init(s652: Service652Impl, s687: Service687Impl, s733: Service733Impl) {} }
final class Service808Impl: Sendable { init(s6: Service6Impl, s260: any Service260, s596: any Service596) {} }
protocol Service809: AnyObject, Sendable {}
final class Service809Mock: Service809 { init() {} }
final class Service809Impl: Service809 { init(s340: Service340Impl, s344: any Service344, s790: Service790Impl) {} }
final class Service810Impl: Sendable { init(s7: Service7Impl, s511: Service511Impl, s698: any Service698) {} }
final class Service811Impl: Sendable { init(s69: Service69Impl, s280: Service280Impl, s458: any Service458) {} }
protocol Service812: AnyObject, Sendable {}
final class Service812Mock: Service812 { init() {} }
final class Service812Impl: Service812 { init(s21: Service21Impl, s383: any Service383, s666: Service666Impl) {} }
final class Service813Impl: Sendable { init(s9: Service9Impl, s381: Service381Impl, s780: Service780Impl) {} }
final class Service814Impl: Sendable { init(s374: any Service374, s416: any Service416, s596: any Service596) {} }
protocol Service815: AnyObject, Sendable {}
final class Service815Mock: Service815 { init() {} }
final class Service815Impl: Service815 { init(s536: any Service536, s617: any Service617, s720: Service720Impl) {} }
final class Service816Impl: Sendable { init(s216: Service216Impl, s612: Service612Impl, s732: Service732Impl) {} }
final class Service817Impl: Sendable { init(s51: Service51Impl, s111: Service111Impl, s340: Service340Impl) {} }
protocol Service818: AnyObject, Sendable {}
final class Service818Mock: Service818 { init() {} }
final class Service818Impl: Service818 { init(s242: any Service242, s441: Service441Impl, s660: Service660Impl) {} }
final class Service819Impl: Sendable { init(s146: any Service146, s440: any Service440, s745: Service745Impl) {} }
final class Service820Impl: Sendable { init(s264: Service264Impl, s386: any Service386, s488: any Service488) {} }
protocol Service821: AnyObject, Sendable {}
final class Service821Mock: Service821 { init() {} }
final class Service821Impl: Service821 { init(s153: Service153Impl, s239: any Service239, s541: Service541Impl) {} }
final class Service822Impl: Sendable { init(s47: any Service47, s212: any Service212, s438: Service438Impl) {} }
final class Service823Impl: Sendable { init(s231: Service231Impl, s615: Service615Impl, s711: Service711Impl) {} }
protocol Service824: AnyObject, Sendable {}
final class Service824Mock: Service824 { init() {} }
final class Service824Impl: Service824 { init(s40: Service40Impl, s406: Service406Impl, s508: Service508Impl) {} }
final class Service825Impl: Sendable { init(s194: any Service194, s343: Service343Impl, s779: any Service779) {} }
final class Service826Impl: Sendable { init(s79: Service79Impl, s86: any Service86, s611: any Service611) {} }
protocol Service827: AnyObject, Sendable {}
final class Service827Mock: Service827 { init() {} }
final class Service827Impl: Service827 { init(s258: Service258Impl, s535: Service535Impl, s617: any Service617) {} }
final class Service828Impl: Sendable { init(s469: Service469Impl, s525: Service525Impl, s763: Service763Impl) {} }
final class Service829Impl: Sendable { init(s33: Service33Impl, s228: Service228Impl, s746: any Service746) {} }
protocol Service830: AnyObject, Sendable {}
final class Service830Mock: Service830 { init() {} }
final class Service830Impl: Service830 { init(s165: Service165Impl, s620: any Service620, s821: any Service821) {} }
final class Service831Impl: Sendable { init(s300: Service300Impl, s471: Service471Impl, s593: any Service593) {} }
final class Service832Impl: Sendable { init(s243: Service243Impl, s267: Service267Impl, s376: Service376Impl) {} }
protocol Service833: AnyObject, Sendable {}
final class Service833Mock: Service833 { init() {} }
final class Service833Impl: Service833 { init(s167: any Service167, s595: Service595Impl, s668: any Service668) {} }
final class Service834Impl: Sendable { init(s584: any Service584, s749: any Service749, s758: any Service758) {} }
final class Service835Impl: Sendable { init(s128: any Service128, s376: Service376Impl, s804: Service804Impl) {} }
protocol Service836: AnyObject, Sendable {}
final class Service836Mock: Service836 { init() {} }
final class Service836Impl: Service836 { init(s121: Service121Impl, s320: any Service320, s738: Service738Impl) {} }
final class Service837Impl: Sendable { init(s151: Service151Impl, s292: Service292Impl, s736: Service736Impl) {} }
final class Service838Impl: Sendable { init(s70: Service70Impl, s241: Service241Impl, s277: Service277Impl) {} }
protocol Service839: AnyObject, Sendable {}
final class Service839Mock: Service839 { init() {} }
final class Service839Impl: Service839 { init(s124: Service124Impl, s295: Service295Impl, s797: any Service797) {} }
final class Service840Impl: Sendable { init(s105: Service105Impl, s420: Service420Impl, s710: any Service710) {} }
final class Service841Impl: Sendable { init(s552: Service552Impl, s680: any Service680, s789: Service789Impl) {} }
protocol Service842: AnyObject, Sendable {}
final class Service842Mock: Service842 { init() {} }
final class Service842Impl: Service842 { init(s154: Service154Impl, s312: Service312Impl, s518: any Service518) {} }
final class Service843Impl: Sendable { init(s545: any Service545, s676: Service676Impl, s831: Service831Impl) {} }
final class Service844Impl: Sendable { init(s158: any Service158, s354: Service354Impl, s830: any Service830) {} }
protocol Service845: AnyObject, Sendable {}
final class Service845Mock: Service845 { init() {} }
final class Service845Impl: Service845 { init(s232: Service232Impl, s587: any Service587, s697: Service697Impl) {} }
final class Service846Impl: Sendable { init(s666: Service666Impl, s699: Service699Impl, s707: any Service707) {} }
final class Service847Impl: Sendable { init(s214: Service214Impl, s432: Service432Impl, s470: any Service470) {} }
protocol Service848: AnyObject, Sendable {}
final class Service848Mock: Service848 { init() {} }
final class Service848Impl: Service848 { init(s48: Service48Impl, s170: any Service170, s391: Service391Impl) {} }
final class Service849Impl: Sendable { init(s6: Service6Impl, s507: Service507Impl, s536: any Service536) {} }
final class Service850Impl: Sendable { init(s144: Service144Impl, s690: Service690Impl, s740: any Service740) {} }
protocol Service851: AnyObject, Sendable {}
final class Service851Mock: Service851 { init() {} }
final class Service851Impl: Service851 { init(s357: Service357Impl, s367: Service367Impl, s582: Service582Impl) {} }
final class Service852Impl: Sendable { init(s384: Service384Impl, s754: Service754Impl, s778: Service778Impl) {} }
final class Service853Impl: Sendable { init(s168: Service168Impl, s178: Service178Impl, s756: Service756Impl) {} }
protocol Service854: AnyObject, Sendable {}
final class Service854Mock: Service854 { init() {} }
final class Service854Impl: Service854 { init(s231: Service231Impl, s263: any Service263, s715: Service715Impl) {} }
final class Service855Impl: Sendable { init(s395: any Service395, s460: Service460Impl, s593: any Service593) {} }
final class Service856Impl: Sendable { init(s197: any Service197, s492: Service492Impl, s791: any Service791) {} }
protocol Service857: AnyObject, Sendable {}
final class Service857Mock: Service857 { init() {} }
final class Service857Impl: Service857 { init(s153: Service153Impl, s584: any Service584, s702: Service702Impl) {} }
final class Service858Impl: Sendable { init(s316: Service316Impl, s597: Service597Impl, s842: any Service842) {} }
final class Service859Impl: Sendable { init(s381: Service381Impl, s404: any Service404, s838: Service838Impl) {} }
protocol Service860: AnyObject, Sendable {}
final class Service860Mock: Service860 { init() {} }
final class Service860Impl: Service860 { init(s466: Service466Impl, s527: any Service527, s809: any Service809) {} }
final class Service861Impl: Sendable { init(s9: Service9Impl, s481: Service481Impl, s709: Service709Impl) {} }
final class Service862Impl: Sendable { init(s495: Service495Impl, s692: any Service692, s833: any Service833) {} }
protocol Service863: AnyObject, Sendable {}
final class Service863Mock: Service863 { init() {} }
final class Service863Impl: Service863 { init(s84: Service84Impl, s263: any Service263, s770: any Service770) {} }
final class Service864Impl: Sendable { init(s166: Service166Impl, s218: any Service218, s838: Service838Impl) {} }
final class Service865Impl: Sendable { init(s42: Service42Impl, s64: Service64Impl, s855: Service855Impl) {} }
protocol Service866: AnyObject, Sendable {}
final class Service866Mock: Service866 { init() {} }
final class Service866Impl: Service866 { init(s271: Service271Impl, s778: Service778Impl, s824: any Service824) {} }
final class Service867Impl: Sendable { init(s293: any Service293, s452: any Service452, s741: Service741Impl) {} }
final class Service868Impl: Sendable { init(s571: Service571Impl, s649: Service649Impl, s779: any Service779) {} }
protocol Service869: AnyObject, Sendable {}
final class Service869Mock: Service869 { init() {} }
final class Service869Impl: Service869 { init(s413: any Service413, s722: any Service722, s756: Service756Impl) {} }
final class Service870Impl: Sendable { init(s350: any Service350, s422: any Service422, s615: Service615Impl) {} }
final class Service871Impl: Sendable { init(s294: Service294Impl, s482: any Service482, s542: any Service542) {} }
protocol Service872: AnyObject, Sendable {}
final class Service872Mock: Service872 { init() {} }
final class Service872Impl: Service872 { init(s7: Service7Impl, s251: any Service251, s601: Service601Impl) {} }
final class Service873Impl: Sendable { init(s93: Service93Impl, s192: Service192Impl, s654: Service654Impl) {} }
final class Service874Impl: Sendable { init(s350: any Service350, s383: any Service383, s811: Service811Impl) {} }
protocol Service875: AnyObject, Sendable {}
final class Service875Mock: Service875 { init() {} }
final class Service875Impl: Service875 { init(s346: Service346Impl, s735: Service735Impl, s810: Service810Impl) {} }
final class Service876Impl: Sendable { init(s120: Service120Impl, s287: any Service287, s419: any Service419) {} }
final class Service877Impl: Sendable { init(s11: any Service11, s458: any Service458, s785: any Service785) {} }
protocol Service878: AnyObject, Sendable {}
final class Service878Mock: Service878 { init() {} }
final class Service878Impl: Service878 { init(s434: any Service434, s506: any Service506, s858: Service858Impl) {} }
final class Service879Impl: Sendable { init(s126: Service126Impl, s590: any Service590, s673: Service673Impl) {} }
final class Service880Impl: Sendable { init(s241: Service241Impl, s497: any Service497, s613: Service613Impl) {} }
protocol Service881: AnyObject, Sendable {}
final class Service881Mock: Service881 { init() {} }
final class Service881Impl: Service881 { init(s119: any Service119, s211: Service211Impl, s407: any Service407) {} }
final class Service882Impl: Sendable { init(s280: Service280Impl, s440: any Service440, s549: Service549Impl) {} }
final class Service883Impl: Sendable { init(s243: Service243Impl, s427: Service427Impl, s491: any Service491) {} }
protocol Service884: AnyObject, Sendable {}
final class Service884Mock: Service884 { init() {} }
final class Service884Impl: Service884 { init(s109: Service109Impl, s237: Service237Impl, s635: any Service635) {} }
final class Service885Impl: Sendable { init(s17: any Service17, s273: Service273Impl, s276: Service276Impl) {} }
final class Service886Impl: Sendable { init(s210: Service210Impl, s761: any Service761, s852: Service852Impl) {} }
protocol Service887: AnyObject, Sendable {}
final class Service887Mock: Service887 { init() {} }
final class Service887Impl: Service887 { init(s89: any Service89, s188: any Service188, s365: any Service365) {} }
final class Service888Impl: Sendable { init(s270: Service270Impl, s440: any Service440, s535: Service535Impl) {} }
final class Service889Impl: Sendable { init(s430: Service430Impl, s625: Service625Impl, s648: Service648Impl) {} }
protocol Service890: AnyObject, Sendable {}
final class Service890Mock: Service890 { init() {} }
final class Service890Impl: Service890 { init(s332: any Service332, s554: any Service554, s572: any Service572) {} }
final class Service891Impl: Sendable { init(s366: Service366Impl, s696: Service696Impl, s837: Service837Impl) {} }
final class Service892Impl: Sendable { init(s224: any Service224, s309: Service309Impl, s792: Service792Impl) {} }
protocol Service893: AnyObject, Sendable {}
final class Service893Mock: Service893 { init() {} }
final class Service893Impl: Service893 { init(s32: any Service32, s635: any Service635, s886: Service886Impl) {} }
final class Service894Impl: Sendable { init(s492: Service492Impl, s662: any Service662, s715: Service715Impl) {} }
final class Service895Impl: Sendable { init(s133: Service133Impl, s220: Service220Impl, s632: any Service632) {} }
protocol Service896: AnyObject, Sendable {}
final class Service896Mock: Service896 { init() {} }
final class Service896Impl: Service896 { init(s415: Service415Impl, s775: Service775Impl, s869: any Service869) {} }
final class Service897Impl: Sendable { init(s189: Service189Impl, s322: Service322Impl, s403: Service403Impl) {} }
final class Service898Impl: Sendable { init(s553: Service553Impl, s594: Service594Impl, s725: any Service725) {} }
protocol Service899: AnyObject, Sendable {}
final class Service899Mock: Service899 { init() {} }
final class Service899Impl: Service899 { init(s114: Service114Impl, s764: any Service764, s796: Service796Impl) {} }
final class Service900Impl: Sendable { init(s649: Service649Impl, s690: Service690Impl, s805: Service805Impl) {} }
final class Service901Impl: Sendable { init(s76: Service76Impl, s420: Service420Impl, s755: any Service755) {} }
protocol Service902: AnyObject, Sendable {}
final class Service902Mock: Service902 { init() {} }
final class Service902Impl: Service902 { init(s81: Service81Impl, s94: Service94Impl, s158: any Service158) {} }
final class Service903Impl: Sendable { init(s270: Service270Impl, s475: Service475Impl, s733: Service733Impl) {} }
final class Service904Impl: Sendable { init(s383: any Service383, s592: Service592Impl, s749: any Service749) {} }
protocol Service905: AnyObject, Sendable {}
final class Service905Mock: Service905 { init() {} }
final class Service905Impl: Service905 { init(s406: Service406Impl, s526: Service526Impl, s663: Service663Impl) {} }
final class Service906Impl: Sendable { init(s352: Service352Impl, s689: any Service689, s725: any Service725) {} }
final class Service907Impl: Sendable { init(s576: Service576Impl, s651: Service651Impl, s904: Service904Impl) {} }
protocol Service908: AnyObject, Sendable {}
final class Service908Mock: Service908 { init() {} }
final class Service908Impl: Service908 { init(s215: any Service215, s689: any Service689, s789: Service789Impl) {} }
final class Service909Impl: Sendable { init(s177: Service177Impl, s297: Service297Impl, s669: Service669Impl) {} }
final class Service910Impl: Sendable { init(s213: Service213Impl, s376: Service376Impl, s501: Service501Impl) {} }
protocol Service911: AnyObject, Sendable {}
final class Service911Mock: Service911 { init() {} }
final class Service911Impl: Service911 { init(s63: Service63Impl, s454: Service454Impl, s585: Service585Impl) {} }
final class Service912Impl: Sendable { init(s279: Service279Impl, s449: any Service449, s795: Service795Impl) {} }
final class Service913Impl: Sendable { init(s59: any Service59, s78: Service78Impl, s799: Service799Impl) {} }
protocol Service914: AnyObject, Sendable {}
final class Service914Mock: Service914 { init() {} }
final class Service914Impl: Service914 { init(s53: any Service53, s276: Service276Impl, s431: any Service431) {} }
final class Service915Impl: Sendable { init(s0: Service0Impl, s99: Service99Impl, s862: Service862Impl) {} }
final class Service916Impl: Sendable { init(s391: Service391Impl, s553: Service553Impl, s628: Service628Impl) {} }
protocol Service917: AnyObject, Sendable {}
final class Service917Mock: Service917 { init() {} }
final class Service917Impl: Service917 { init(s432: Service432Impl, s465: Service465Impl, s836: any Service836) {} }
final class Service918Impl: Sendable { init(s499: Service499Impl, s501: Service501Impl, s519: Service519Impl) {} }
final class Service919Impl: Sendable { init(s301: Service301Impl, s817: Service817Impl, s910: Service910Impl) {} }
protocol Service920: AnyObject, Sendable {}
final class Service920Mock: Service920 { init() {} }
final class Service920Impl: Service920 { init(s229: Service229Impl, s688: Service688Impl, s745: Service745Impl) {} }
final class Service921Impl: Sendable { init(s15: Service15Impl, s176: any Service176, s421: Service421Impl) {} }
final class Service922Impl: Sendable { init(s402: Service402Impl, s495: Service495Impl, s919: Service919Impl) {} }
protocol Service923: AnyObject, Sendable {}
final class Service923Mock: Service923 { init() {} }
final class Service923Impl: Service923 { init(s294: Service294Impl, s431: any Service431, s631: Service631Impl) {} }
final class Service924Impl: Sendable { init(s276: Service276Impl, s341: any Service341, s662: any Service662) {} }
final class Service925Impl: Sendable { init(s437: any Service437, s692: any Service692, s805: Service805Impl) {} }
protocol Service926: AnyObject, Sendable {}
final class Service926Mock: Service926 { init() {} }
final class Service926Impl: Service926 { init(s78: Service78Impl, s371: any Service371, s828: Service828Impl) {} }
final class Service927Impl: Sendable { init(s626: any Service626, s710: any Service710, s786: Service786Impl) {} }
final class Service928Impl: Sendable { init(s102: Service102Impl, s430: Service430Impl, s653: any Service653) {} }
protocol Service929: AnyObject, Sendable {}
final class Service929Mock: Service929 { init() {} }
final class Service929Impl: Service929 { init(s55: Service55Impl, s173: any Service173, s807: Service807Impl) {} }
final class Service930Impl: Sendable { init(s79: Service79Impl, s165: Service165Impl, s784: Service784Impl) {} }
final class Service931Impl: Sendable { init(s45: Service45Impl, s97: Service97Impl, s363: Service363Impl) {} }
protocol Service932: AnyObject, Sendable {}
final class Service932Mock: Service932 { init() {} }
final class Service932Impl: Service932 { init(s441: Service441Impl, s596: any Service596, s871: Service871Impl) {} }
final class Service933Impl: Sendable { init(s99: Service99Impl, s278: any Service278, s619: Service619Impl) {} }
final class Service934Impl: Sendable { init(s63: Service63Impl, s651: Service651Impl, s761: any Service761) {} }
protocol Service935: AnyObject, Sendable {}
final class Service935Mock: Service935 { init() {} }
final class Service935Impl: Service935 { init(s21: Service21Impl, s539: any Service539, s748: Service748Impl) {} }
final class Service936Impl: Sendable { init(s800: any Service800, s837: Service837Impl, s928: Service928Impl) {} }
final class Service937Impl: Sendable { init(s31: Service31Impl, s559: Service559Impl, s808: Service808Impl) {} }
protocol Service938: AnyObject, Sendable {}
final class Service938Mock: Service938 { init() {} }
final class Service938Impl: Service938 { init(s195: Service195Impl, s822: Service822Impl, s921: Service921Impl) {} }
final class Service939Impl: Sendable { init(s71: any Service71, s346: Service346Impl, s431: any Service431) {} }
final class Service940Impl: Sendable { init(s74: any Service74, s183: Service183Impl, s783: Service783Impl) {} }
protocol Service941: AnyObject, Sendable {}
final class Service941Mock: Service941 { init() {} }
final class Service941Impl: Service941 { init(s542: any Service542, s673: Service673Impl, s831: Service831Impl) {} }
final class Service942Impl: Sendable { init(s31: Service31Impl, s103: Service103Impl, s690: Service690Impl) {} }
final class Service943Impl: Sendable { init(s288: Service288Impl, s395: any Service395, s938: any Service938) {} }
protocol Service944: AnyObject, Sendable {}
final class Service944Mock: Service944 { init() {} }
final class Service944Impl: Service944 { init(s256: Service256Impl, s897: Service897Impl, s904: Service904Impl) {} }
final class Service945Impl: Sendable { init(s128: any Service128, s424: Service424Impl, s638: any Service638) {} }
final class Service946Impl: Sendable { init(s85: Service85Impl, s426: Service426Impl, s724: Service724Impl) {} }
protocol Service947: AnyObject, Sendable {}
final class Service947Mock: Service947 { init() {} }
final class Service947Impl: Service947 { init(s304: Service304Impl, s594: Service594Impl, s618: Service618Impl) {} }
final class Service948Impl: Sendable { init(s93: Service93Impl, s277: Service277Impl, s852: Service852Impl) {} }
final class Service949Impl: Sendable { init(s266: any Service266, s618: Service618Impl, s857: any Service857) {} }
protocol Service950: AnyObject, Sendable {}
final class Service950Mock: Service950 { init() {} }
final class Service950Impl: Service950 { init(s64: Service64Impl, s307: Service307Impl, s530: any Service530) {} }
final class Service951Impl: Sendable { init(s113: any Service113, s841: Service841Impl, s910: Service910Impl) {} }
final class Service952Impl: Sendable { init(s699: Service699Impl, s776: any Service776, s803: any Service803) {} }
protocol Service953: AnyObject, Sendable {}
final class Service953Mock: Service953 { init() {} }
final class Service953Impl: Service953 { init(s479: any Service479, s687: Service687Impl, s820: Service820Impl) {} }
final class Service954Impl: Sendable { init(s617: any Service617, s732: Service732Impl, s859: Service859Impl) {} }
final class Service955Impl: Sendable { init(s55: Service55Impl, s559: Service559Impl, s577: Service577Impl) {} }
protocol Service956: AnyObject, Sendable {}
final class Service956Mock: Service956 { init() {} }
final class Service956Impl: Service956 { init(s248: any Service248, s281: any Service281, s334: Service334Impl) {} }
final class Service957Impl: Sendable { init(s356: any Service356, s776: any Service776, s792: Service792Impl) {} }
final class Service958Impl: Sendable { init(s45: Service45Impl, s594: Service594Impl, s771: Service771Impl) {} }
protocol Service959: AnyObject, Sendable {}
final class Service959Mock: Service959 { init() {} }
final class Service959Impl: Service959 { init(s80: any Service80, s157: Service157Impl, s713: any Service713) {} }
final class Service960Impl: Sendable { init(s78: Service78Impl, s179: any Service179, s388: Service388Impl) {} }
final class Service961Impl: Sendable { init(s29: any Service29, s533: any Service533, s617: any Service617) {} }
protocol Service962: AnyObject, Sendable {}
final class Service962Mock: Service962 { init() {} }
final class Service962Impl: Service962 { init(s14: any Service14, s351: Service351Impl, s948: Service948Impl) {} }
final class Service963Impl: Sendable { init(s73: Service73Impl, s782: any Service782, s805: Service805Impl) {} }
final class Service964Impl: Sendable { init(s491: any Service491, s516: Service516Impl, s539: any Service539) {} }
protocol Service965: AnyObject, Sendable {}
final class Service965Mock: Service965 { init() {} }
final class Service965Impl: Service965 { init(s666: Service666Impl, s670: Service670Impl, s902: any Service902) {} }
final class Service966Impl: Sendable { init(s79: Service79Impl, s298: Service298Impl, s695: any Service695) {} }
final class Service967Impl: Sendable { init(s471: Service471Impl, s688: Service688Impl, s868: Service868Impl) {} }
protocol Service968: AnyObject, Sendable {}
final class Service968Mock: Service968 { init() {} }
final class Service968Impl: Service968 { init(s30: Service30Impl, s458: any Service458, s888: Service888Impl) {} }
final class Service969Impl: Sendable { init(s128: any Service128, s169: Service169Impl, s526: Service526Impl) {} }
final class Service970Impl: Sendable { init(s401: any Service401, s712: Service712Impl, s720: Service720Impl) {} }
protocol Service971: AnyObject, Sendable {}
final class Service971Mock: Service971 { init() {} }
final class Service971Impl: Service971 { init(s452: any Service452, s521: any Service521, s540: Service540Impl) {} }
final class Service972Impl: Sendable { init(s565: Service565Impl, s711: Service711Impl, s742: Service742Impl) {} }
final class Service973Impl: Sendable { init(s271: Service271Impl, s614: any Service614, s792: Service792Impl) {} }
protocol Service974: AnyObject, Sendable {}
final class Service974Mock: Service974 { init() {} }
final class Service974Impl: Service974 { init(s117: Service117Impl, s676: Service676Impl, s862: Service862Impl) {} }
final class Service975Impl: Sendable { init(s350: any Service350, s540: Service540Impl, s672: Service672Impl) {} }
final class Service976Impl: Sendable { init(s72: Service72Impl, s730: Service730Impl, s936: Service936Impl) {} }
protocol Service977: AnyObject, Sendable {}
final class Service977Mock: Service977 { init() {} }
final class Service977Impl: Service977 { init(s372: Service372Impl, s602: any Service602, s837: Service837Impl) {} }
final class Service978Impl: Sendable { init(s8: any Service8, s429: Service429Impl, s780: Service780Impl) {} }
final class Service979Impl: Sendable { init(s153: Service153Impl, s317: any Service317, s879: Service879Impl) {} }
protocol Service980: AnyObject, Sendable {}
final class Service980Mock: Service980 { init() {} }
final class Service980Impl: Service980 { init(s104: any Service104, s214: Service214Impl, s392: any Service392) {} }
final class Service981Impl: Sendable { init(s432: Service432Impl, s889: Service889Impl, s909: Service909Impl) {} }
final class Service982Impl: Sendable { init(s136: Service136Impl, s272: any Service272, s388: Service388Impl) {} }
protocol Service983: AnyObject, Sendable {}
final class Service983Mock: Service983 { init() {} }
final class Service983Impl: Service983 { init(s182: any Service182, s474: Service474Impl, s806: any Service806) {} }
final class Service984Impl: Sendable { init(s104: any Service104, s386: any Service386, s885: Service885Impl) {} }
final class Service985Impl: Sendable { init(s65: any Service65, s237: Service237Impl, s587: any Service587) {} }
protocol Service986: AnyObject, Sendable {}
final class Service986Mock: Service986 { init() {} }
final class Service986Impl: Service986 { init(s41: any Service41, s186: Service186Impl, s622: Service622Impl) {} }
final class Service987Impl: Sendable { init(s193: Service193Impl, s504: Service504Impl, s580: Service580Impl) {} }
final class Service988Impl: Sendable { init(s164: any Service164, s289: Service289Impl, s759: Service759Impl) {} }
protocol Service989: AnyObject, Sendable {}
final class Service989Mock: Service989 { init() {} }
final class Service989Impl: Service989 { init(s471: Service471Impl, s539: any Service539, s541: Service541Impl) {} }
final class Service990Impl: Sendable { init(s425: any Service425, s491: any Service491, s512: any Service512) {} }
final class Service991Impl: Sendable { init(s522: Service522Impl, s728: any Service728, s883: Service883Impl) {} }
protocol Service992: AnyObject, Sendable {}
final class Service992Mock: Service992 { init() {} }
final class Service992Impl: Service992 { init(s168: Service168Impl, s654: Service654Impl, s749: any Service749) {} }
final class Service993Impl: Sendable { init(s49: Service49Impl, s306: Service306Impl, s401: any Service401) {} }
final class Service994Impl: Sendable { init(s54: Service54Impl, s183: Service183Impl, s532: Service532Impl) {} }
protocol Service995: AnyObject, Sendable {}
final class Service995Mock: Service995 { init() {} }
final class Service995Impl: Service995 { init(s265: Service265Impl, s520: Service520Impl, s668: any Service668) {} }
final class Service996Impl: Sendable { init(s337: Service337Impl, s531: Service531Impl, s886: Service886Impl) {} }
final class Service997Impl: Sendable { init(s208: Service208Impl, s807: Service807Impl, s947: any Service947) {} }
protocol Service998: AnyObject, Sendable {}
final class Service998Mock: Service998 { init() {} }
final class Service998Impl: Service998 { init(s175: Service175Impl, s755: any Service755, s916: Service916Impl) {} }
final class Service999Impl: Sendable { init(s434: any Service434, s746: any Service746, s904: Service904Impl) {} }
